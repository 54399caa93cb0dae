// Judge servers on the dashboard (issue 20; hoj-api-paths §1.1 get-judge-service-info): name, online
// or not, cores, languages, load, running/maximum jobs, last heartbeat, and root's switch that takes
// one out of service (it stops taking jobs at its next heartbeat; waiting jobs stay queued).
import type { HTMLAttributes, ReactNode } from 'react';
import {
  Card,
  Descriptions,
  Grid,
  Popconfirm,
  Popover,
  Progress,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { canAccessSuperAdmin } from '@judge/shared';
import { getJudgeServers, setJudgeServerEnabled, type JudgeServer } from '../../../api/admin-config';
import { useSession } from '../../../stores/session';
import { toast } from '../../../utils/feedback';
import { Loaded } from '../../../components/admin/Loaded';
import { DATE_SECOND } from '../../../constants';

const JUDGE_SERVERS_KEY = ['admin', 'judge-servers'];
const REFRESH_MS = 15_000;
const percent = (s: string) => Math.min(100, Math.max(0, Number.parseFloat(s) || 0));

function Load({ label, value }: { label: string; value: string }) {
  return (
    <Tooltip title={`${label} ${value}`}>
      <Progress
        percent={percent(value)}
        size="small"
        status="normal"
        format={() => value}
        style={{ minWidth: 110 }}
      />
    </Tooltip>
  );
}

export default function JudgeServersCard() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const root = canAccessSuperAdmin(actor);
  const narrow = !Grid.useBreakpoint().md;
  const queryClient = useQueryClient();
  const q = useQuery({ queryKey: JUDGE_SERVERS_KEY, queryFn: getJudgeServers, refetchInterval: REFRESH_MS });
  const toggle = useMutation({
    mutationFn: ({ name, enabled }: { name: string; enabled: boolean }) =>
      setJudgeServerEnabled(name, enabled),
    onSuccess: async () => {
      toast.success(t('Update_Successfully'));
      await queryClient.invalidateQueries({ queryKey: JUDGE_SERVERS_KEY });
    },
  });

  const enabledCell = (r: JudgeServer) => {
    const sw = (
      <Switch
        size="small"
        checked={r.enabled}
        disabled={!root}
        loading={toggle.isPending && toggle.variables?.name === r.name}
        aria-label={t('JS_Enabled')}
        data-testid={`judge-enabled-${r.name}`}
        // switching on needs no confirmation; switching off does (below)
        onChange={r.enabled ? undefined : () => toggle.mutate({ name: r.name, enabled: true })}
      />
    );
    if (!root || !r.enabled) return sw;
    return (
      <Popconfirm
        title={t('JS_Disable_Confirm', { name: r.name })}
        okText={t('OK')}
        cancelText={t('Cancel')}
        onConfirm={() => toggle.mutate({ name: r.name, enabled: false })}
      >
        {sw}
      </Popconfirm>
    );
  };

  // One list of fields for the table (wide screens) and the stacked blocks (phones).
  const fields: { key: string; title: string; align?: 'right'; render: (r: JudgeServer) => ReactNode }[] = [
    {
      key: 'name',
      title: t('JS_Name'),
      render: (r) => (
        <Space size={4} wrap>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Tag>{t(r.isRemote ? 'JS_Remote' : 'JS_Embedded')}</Tag>
          {r.error && (
            <Tooltip title={r.error}>
              <Tag color="red">{t('JS_Unavailable')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('JS_Status'),
      render: (r) => (
        <Space size={4} wrap>
          <Tag color={r.status === 'online' ? 'green' : 'default'}>
            {t(r.status === 'online' ? 'JS_Online' : 'JS_Offline')}
          </Tag>
          {!r.enabled && <Tag color="orange">{t('JS_Switched_Off')}</Tag>}
        </Space>
      ),
    },
    { key: 'cores', title: t('JS_Cores'), align: 'right', render: (r) => r.cpuCores },
    {
      key: 'languages',
      title: t('JS_Languages'),
      render: (r) =>
        r.languages.length ? (
          <Popover
            title={t('JS_Languages')}
            content={
              <div style={{ maxWidth: 320 }}>
                {r.languages.map((l) => (
                  <Tag key={l.name} style={{ marginBottom: 4 }}>
                    {l.name} {l.version}
                  </Tag>
                ))}
              </div>
            }
          >
            <a data-testid={`judge-languages-${r.name}`}>
              {t('JS_Language_Count', { count: r.languages.length })}
            </a>
          </Popover>
        ) : (
          '-'
        ),
    },
    {
      key: 'load',
      title: t('JS_Load'),
      render: (r) => (
        <Space orientation="vertical" size={0}>
          <Load label={t('Conf_Service_Cpu_Load')} value={r.percentCpuLoad} />
          <Load label={t('Conf_Service_Memory_Load')} value={r.percentMemoryLoad} />
        </Space>
      ),
    },
    {
      key: 'tasks',
      title: t('JS_Tasks'),
      align: 'right',
      render: (r) => `${r.runningTasks} / ${r.maxTasks}`,
    },
    {
      key: 'heartbeat',
      title: t('JS_Last_Heartbeat'),
      render: (r) => dayjs(r.lastHeartbeat).format(DATE_SECOND),
    },
    { key: 'enabled', title: t('JS_Enabled'), render: enabledCell },
  ];

  return (
    <Card title={t('JS_Title')} style={{ marginTop: 16 }} data-testid="judge-servers-card">
      <Loaded query={q}>
        {(servers) =>
          narrow ? (
            servers.length ? (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                {servers.map((r) => (
                  <Descriptions
                    key={r.name}
                    data-testid={`judge-server-${r.name}`}
                    bordered
                    size="small"
                    column={1}
                    items={fields.map((f) => ({ key: f.key, label: f.title, children: f.render(r) }))}
                  />
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('JS_None')}</Typography.Text>
            )
          ) : (
            <Table<JudgeServer>
              rowKey="name"
              size="small"
              pagination={false}
              dataSource={servers}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('JS_None') }}
              onRow={(r) => ({ 'data-testid': `judge-server-${r.name}` }) as HTMLAttributes<HTMLElement>}
              columns={fields.map((f) => ({
                key: f.key,
                title: f.title,
                align: f.align,
                render: (_: unknown, r: JudgeServer) => f.render(r),
              }))}
            />
          )
        }
      </Loaded>
    </Card>
  );
}
