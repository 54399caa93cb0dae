import { Alert, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageHiddenCause } from '@judge/shared/schemas/problem-manage';
import { getAdminLanguages, type Language } from '../../../api/admin-problem';

/** i18n key of each reason the judge gives for hiding a language. */
const CAUSE_KEY: Record<LanguageHiddenCause, string> = {
  'toolchain-missing': 'Language_Cause_Toolchain_Missing',
  'runner-profile-missing': 'Language_Cause_Runner_Profile_Missing',
  'self-check-failed': 'Language_Cause_Self_Check_Failed',
  'sandbox-unavailable': 'Language_Cause_Sandbox_Unavailable',
  'unknown-language': 'Language_Cause_Unknown_Language',
};

/**
 * The install line for the hidden languages whose toolchain is missing (the same one `npm start`
 * prints), or null when installing would not help.
 */
function installCommand(list: readonly Language[]): string | null {
  const pkgs = [
    ...new Set(
      list.filter((l) => l.offered === false && l.hiddenCause === 'toolchain-missing').flatMap((l) => l.packages),
    ),
  ];
  return pkgs.length ? `apt-get install -y --no-install-recommends ${pkgs.join(' ')}` : null;
}

/** Offered / hidden (why, and what to install) / not judged by this server. */
function Availability({ l }: { l: Language }) {
  const { t } = useTranslation();
  if (l.offered === null)
    return (
      <Tooltip title={t('Language_Not_Judged_Here_Tip')}>
        <Tag>{t('Language_Not_Judged_Here')}</Tag>
      </Tooltip>
    );
  if (l.offered) return <Tag color="green">{t('Language_Offered')}</Tag>;
  return (
    <Space direction="vertical" size={2}>
      <span>
        <Tag color="red">{t('Language_Hidden')}</Tag>
        {l.hiddenCause ? t(CAUSE_KEY[l.hiddenCause]) : null}
      </span>
      {l.hiddenReason ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {l.hiddenReason}
        </Typography.Text>
      ) : null}
      {l.hiddenCause === 'toolchain-missing' && l.packages.length ? (
        <Typography.Text style={{ fontSize: 12 }}>
          {t('Language_Packages')} <code>{l.packages.join(' ')}</code>
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** The local judge's languages (read-only view): name, whether this server's judge offers it, settings. */
export default function LanguageList() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['admin', 'languages'], queryFn: getAdminLanguages });
  const rows = list.data ?? [];
  const hidden = rows.filter((l) => l.offered === false).length;
  const install = installCommand(rows);
  return (
    <Card title={<span className="panel-title">{t('Language_List')}</span>}>
      {hidden > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('Language_Hidden_Summary', { hidden, total: rows.length })}
          description={
            install ? (
              <>
                {t('Language_Install_Hint')}
                <Typography.Paragraph copyable={{ text: install }} style={{ margin: '4px 0 0' }}>
                  <code style={{ wordBreak: 'break-all' }}>{install}</code>
                </Typography.Paragraph>
              </>
            ) : null
          }
        />
      ) : null}
      <Table<Language>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 1200 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: t('Language_Name'), dataIndex: 'name', width: 150 },
          {
            title: t('Language_Availability'),
            key: 'offered',
            width: 260,
            render: (_: unknown, l: Language) => <Availability l={l} />,
          },
          { title: t('Language_Description'), dataIndex: 'description', width: 180 },
          {
            title: t('Compile_Command'),
            dataIndex: 'compileCommand',
            render: (v: string | null) => <code>{v ?? '-'}</code>,
          },
          { title: 'Content-Type', dataIndex: 'contentType', width: 140 },
          {
            title: t('Checker_Capable'),
            dataIndex: 'isSpj',
            width: 110,
            render: (v: boolean) => (v ? <Tag color="green">✓</Tag> : '-'),
          },
        ]}
      />
    </Card>
  );
}
