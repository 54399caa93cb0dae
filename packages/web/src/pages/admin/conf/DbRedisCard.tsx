// Where the data lives (DBAndRedisConfigDTO): read-only here, because DATABASE_URL and REDIS_URL
// choose them at start-up; passwords arrive masked.
import { Alert, Card, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getDbAndRedisConfig } from '../../../api/admin-config';
import { Loaded } from '../../../components/admin/Loaded';
import { InfoTable } from '../../../components/admin/InfoTable';

export default function DbRedisCard() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['admin', 'db-redis-config'], queryFn: getDbAndRedisConfig });
  const dash = (v: string | number) => (v === '' || v === 0 ? '-' : String(v));
  return (
    <Card title={<span className="panel-title">{t('Conf_Db_Title')}</span>} data-testid="db-redis-card">
      <Loaded query={q}>
        {(d) => (
          <>
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('Conf_Db_Hint')} />
            <InfoTable
              items={[
                {
                  key: 'type',
                  label: t('Conf_Db_Type'),
                  children: <Tag color="blue">{d.dbType === 'postgres' ? 'PostgreSQL' : 'SQLite'}</Tag>,
                },
                { key: 'name', label: t('Conf_Db_Name'), children: d.dbName },
                {
                  key: 'host',
                  label: d.dbType === 'sqlite' ? t('Conf_Db_Dir') : t('Conf_Db_Host'),
                  children: dash(d.dbHost),
                },
                { key: 'port', label: t('Conf_Db_Port'), children: dash(d.dbPort) },
                { key: 'user', label: t('Conf_Db_Username'), children: dash(d.dbUsername) },
                { key: 'pw', label: t('Conf_Db_Password'), children: dash(d.dbPassword) },
                { key: 'schema', label: t('Conf_Db_Schema'), children: dash(d.dbSchema) },
                {
                  key: 'redis',
                  label: 'Redis',
                  children: d.redisEnabled ? (
                    <Tag color="green">{t('Conf_Redis_On')}</Tag>
                  ) : (
                    <Tag>{t('Conf_Redis_Off')}</Tag>
                  ),
                },
                { key: 'rhost', label: t('Conf_Redis_Host'), children: dash(d.redisHost) },
                { key: 'rport', label: t('Conf_Redis_Port'), children: dash(d.redisPort) },
                { key: 'rpw', label: t('Conf_Redis_Password'), children: dash(d.redisPassword) },
              ]}
            />
          </>
        )}
      </Loaded>
    </Card>
  );
}
