// The audit log in the back office (/manage/audit, super admin; issue 24): every back-office change,
// newest first, with who, what, which resource and when; a row opens the resource's fields before
// and after. Filters: user, action (or a prefix such as `problem.`), resource type and id, days.
import { Fragment, useState } from 'react';
import { Button, Card, DatePicker, Grid, Input, Select, Tag, Tooltip } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { AUDIT_PAGE_SIZE, AUDIT_RESOURCE_TYPES } from '@judge/shared/schemas/audit';
import { getAuditLog, type AuditEntryVO, type AuditListQuery } from '../../../api/audit';
import { PagedTable } from '../../../components/admin/AdminList';
import { usePagedQuery } from '../../../utils/usePagedQuery';
import AuditDiff from './AuditDiff';
import './audit.css';
import { DATE_SECOND } from '../../../constants';

const SHORT_TIME = 'MM-DD HH:mm';
const VERB_COLOR: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };

interface Filters {
  user: string;
  action: string;
  resourceType?: string;
  resourceId: string;
  days: [Dayjs | null, Dayjs | null] | null;
}
const EMPTY: Filters = { user: '', action: '', resourceId: '', days: null };

/** The query of the filters: days as local midnight to the end of the last day. */
function queryOf(f: Filters, currentPage: number): AuditListQuery {
  return {
    currentPage,
    limit: AUDIT_PAGE_SIZE,
    user: f.user.trim() || undefined,
    action: f.action.trim() || undefined,
    resourceType: f.resourceType || undefined,
    resourceId: f.resourceId.trim() || undefined,
    from: f.days?.[0]?.startOf('day').toISOString(),
    to: f.days?.[1]?.endOf('day').toISOString(),
  };
}

export default function AuditLog() {
  const { t } = useTranslation();
  // Narrow screens keep time, user and action (short time, the action wrapping) so that the table
  // and the opened row fit the screen; resource and call are in the opened row there.
  const wide = Grid.useBreakpoint().lg ?? true;
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const { setPage, table } = usePagedQuery(['admin', 'audit', applied], AUDIT_PAGE_SIZE, (q) =>
    getAuditLog(queryOf(applied, q.currentPage)),
  );
  const search = () => {
    setApplied(draft);
    setPage(1);
  };
  const reset = () => {
    setDraft(EMPTY);
    setApplied(EMPTY);
    setPage(1);
  };
  const typeLabel = (type: string) => t(`Audit_Type_${type}`, { defaultValue: type });
  /** A text filter: Enter searches. */
  const text = (
    field: 'user' | 'action' | 'resourceId',
    placeholder: string,
    label: string,
    testId: string,
  ) => (
    <Input
      value={draft[field]}
      onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
      onPressEnter={search}
      placeholder={t(placeholder)}
      aria-label={t(label)}
      allowClear
      data-testid={testId}
    />
  );

  return (
    <Card title={<span className="panel-title">{t('Audit_Log')}</span>} data-testid="admin-audit">
      <div className="audit-filters">
        {text('user', 'Audit_User', 'Audit_User', 'audit-user')}
        {text('action', 'Audit_Action_Placeholder', 'Audit_Action', 'audit-action')}
        <Select<string>
          value={draft.resourceType}
          onChange={(v) => setDraft({ ...draft, resourceType: v })}
          placeholder={t('Audit_Resource_Type')}
          aria-label={t('Audit_Resource_Type')}
          allowClear
          options={AUDIT_RESOURCE_TYPES.map((x) => ({ value: x, label: typeLabel(x) }))}
          data-testid="audit-type"
        />
        {text('resourceId', 'Audit_Resource_Id', 'Audit_Resource_Id', 'audit-resource-id')}
        <DatePicker.RangePicker
          value={draft.days}
          onChange={(v) => setDraft({ ...draft, days: v })}
          placeholder={[t('Audit_From'), t('Audit_To')]}
          allowEmpty={[true, true]}
          data-testid="audit-days"
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search} data-testid="audit-search">
          {t('Audit_Search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={reset} data-testid="audit-reset">
          {t('Audit_Reset')}
        </Button>
      </div>
      <PagedTable<AuditEntryVO>
        {...table}
        empty={t('Audit_None')}
        failed={t('Audit_Load_Failed')}
        pages={{ showTotal: (n) => t('Audit_Total', { n }) }}
        expandable={{
          expandedRowRender: (e) => <AuditDiff entry={e} />,
          expandRowByClick: true,
        }}
        columns={[
          {
            title: t('Audit_Time'),
            dataIndex: 'gmtCreate',
            width: wide ? 170 : undefined,
            render: (v: string) => dayjs(v).format(wide ? DATE_SECOND : SHORT_TIME),
          },
          {
            title: t('Audit_User'),
            dataIndex: 'username',
            width: wide ? 140 : undefined,
            ellipsis: true,
            render: (v: string | null, e) => v ?? e.uid ?? '—',
          },
          {
            title: t('Audit_Action'),
            dataIndex: 'action',
            width: wide ? 230 : undefined,
            render: (v: string) => (
              <Tag
                color={VERB_COLOR[v.split('.').pop() ?? ''] ?? 'default'}
                className="audit-action"
                data-testid="audit-action-tag"
              >
                {v.split('.').map((part, k) => (
                  <Fragment key={k}>
                    {k > 0 && (
                      <>
                        .<wbr />
                      </>
                    )}
                    {part}
                  </Fragment>
                ))}
              </Tag>
            ),
          },
          {
            title: t('Audit_Resource'),
            key: 'resource',
            width: 200,
            responsive: ['md'],
            ellipsis: true,
            render: (_: unknown, e) => (
              <span>
                {typeLabel(e.resourceType)}
                {e.resourceId ? ` #${e.resourceId}` : ''}
              </span>
            ),
          },
          {
            title: t('Audit_Route'),
            key: 'route',
            ellipsis: true,
            responsive: ['lg'],
            render: (_: unknown, e) => (
              <Tooltip title={e.ip ? `${t('Audit_Ip')}: ${e.ip}` : undefined}>
                <code>
                  {e.method} {e.route}
                </code>
              </Tooltip>
            ),
          },
        ]}
      />
    </Card>
  );
}
