// This server at a glance: version, runtime, database, queue and mail route, cores and load.
import { Card, Progress } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getServiceInfo } from '../../../api/admin-config';
import { Loaded } from '../../../components/admin/Loaded';
import { InfoTable } from '../../../components/admin/InfoTable';

const SERVICE_INFO_REFRESH_MS = 30_000;
/** A load figure as the server words it ("12.5%"), drawn as a bar. */
function LoadBar({ value }: { value: string }) {
  const percent = Math.min(100, Math.max(0, Number.parseFloat(value) || 0));
  return <Progress percent={percent} status="normal" size="small" format={() => value} />;
}

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${d ? `${d}d ` : ''}${h}h ${m}m`;
}

export default function ServiceInfoCard() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['admin', 'service-info'],
    queryFn: getServiceInfo,
    refetchInterval: SERVICE_INFO_REFRESH_MS,
  });
  return (
    <Card
      title={<span className="panel-title">{t('Conf_Service_Title')}</span>}
      data-testid="service-info-card"
    >
      <Loaded query={q}>
        {(d) => {
          const service = d.backupService[0];
          return (
            <InfoTable
              items={[
                { key: 'status', label: t('Status'), children: d.nacos.status },
                { key: 'version', label: t('Conf_Service_Version'), children: d.nacos.version },
                { key: 'node', label: 'Node.js', children: d.nacos.nodeVersion },
                { key: 'os', label: t('Conf_Service_Platform'), children: d.nacos.platform },
                {
                  key: 'host',
                  label: t('Conf_Service_Host'),
                  children: service ? `${service.host}:${service.port} (pid ${service.pid})` : '-',
                },
                { key: 'uptime', label: t('Conf_Service_Uptime'), children: uptime(d.nacos.uptimeSeconds) },
                { key: 'db', label: t('Conf_Db_Type'), children: d.nacos.database },
                { key: 'queue', label: t('Conf_Service_Queue'), children: t(`Conf_Queue_${d.nacos.queue}`) },
                { key: 'mail', label: t('Conf_Service_Mail'), children: t(`Conf_Mail_${d.nacos.mail}`) },
                { key: 'cores', label: t('Conf_Service_Cores'), children: d.backupCores },
                {
                  key: 'rss',
                  label: t('Conf_Service_Memory_Rss'),
                  children: service ? `${service.memoryRssMb} MB` : '-',
                },
                {
                  key: 'cpu',
                  label: t('Conf_Service_Cpu_Load'),
                  children: <LoadBar value={d.backupPercentCpuLoad} />,
                },
                {
                  key: 'mem',
                  label: t('Conf_Service_Memory_Load'),
                  children: <LoadBar value={d.backupPercentMemoryLoad} />,
                },
              ]}
            />
          );
        }}
      </Loaded>
    </Card>
  );
}
