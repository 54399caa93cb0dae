import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';

const ENV = ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'ROOT_PASSWORD', 'SMTP_URL'] as const;
const DEFAULTS: Record<(typeof ENV)[number], string> = {
  PORT: '8080',
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  DATABASE_URL: '—',
  REDIS_URL: '—',
  ROOT_PASSWORD: '—',
  SMTP_URL: '—',
};
const STACK = [
  'Dev_Stack_Web',
  'Dev_Stack_Server',
  'Dev_Stack_Database',
  'Dev_Stack_Queue',
  'Dev_Stack_Sandbox',
  'Dev_Stack_Shared',
];

/** About → Developer: how the project is built and how to run it. */
export default function Developer() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  return (
    <div className="about-page" data-testid="developer">
      <Card title={<span className="panel-title">{t('NavBar_Developer')}</span>}>
        <p>{t('Dev_Intro')}</p>
        <h3>{t('Dev_Architecture')}</h3>
        <pre className="dev-diagram">{`browser (React SPA) ──HTTP/JSON + SSE──▶ server (Fastify) ──▶ SQLite | PostgreSQL
                                          │
                                          ▼
                                 judge queue (in-process | Redis) ──▶ judge workers ──▶ sandbox (C)`}</pre>
        <ul>
          {STACK.map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ul>
      </Card>
      <Card title={<span className="panel-title">{t('Dev_Run')}</span>} style={{ marginTop: 20 }}>
        <p>{t('Dev_Run_Start')}</p>
        <Typography.Paragraph>
          <pre>npm install && npm start</pre>
        </Typography.Paragraph>
        <p>{t('Dev_Run_Test')}</p>
        <Typography.Paragraph>
          <pre>npm test</pre>
        </Typography.Paragraph>
        <p>{t('Dev_Run_Scale')}</p>
        <Table
          size="small"
          pagination={false}
          rowKey="name"
          // The long names and defaults scroll inside the card on a phone, not the page.
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('Dev_Env_Name'), dataIndex: 'name', render: (v: string) => <code>{v}</code> },
            { title: t('Dev_Env_Default'), dataIndex: 'def' },
            { title: t('Dev_Env_Meaning'), dataIndex: 'meaning' },
          ]}
          dataSource={ENV.map((name) => ({ name, def: DEFAULTS[name], meaning: t(`Dev_Env_${name}`) }))}
        />
      </Card>
      <Card title={<span className="panel-title">{t('Dev_Source')}</span>} style={{ marginTop: 20 }}>
        <p>{t('Dev_Source_Text')}</p>
        {config.projectUrl && (
          <a href={config.projectUrl} target="_blank" rel="noreferrer">
            {config.projectUrl}
          </a>
        )}
        <p style={{ marginTop: 10 }}>
          {t('Dev_API_Docs')} <a href="/api/docs">/api/docs</a> ·{' '}
          <a href="/api/openapi.json">/api/openapi.json</a>
        </p>
      </Card>
    </div>
  );
}
