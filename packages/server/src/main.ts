// Entry point of `npm start`: config from env, migrations, first-start seed, listen, graceful shutdown.
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { reportLanguages } from '@judge/judge';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const seed = app.seedResult;
  if (seed?.rootCreated) {
    if (seed.generatedPassword) {
      const line = '='.repeat(64);
      // Printed once, on the first start only, to stdout so it is visible even with LOG_LEVEL=silent.
      process.stdout.write(
        `\n${line}\n  Root account created.\n  username: root\n  password: ${seed.generatedPassword}\n  (shown only once — set ROOT_PASSWORD to choose it yourself)\n${line}\n\n`,
      );
    } else app.log.info('root account created with ROOT_PASSWORD');
  }
  app.log.info(
    {
      database: app.ctx.database.describe,
      redis: Boolean(config.redisUrl),
      mail: await app.ctx.mailer.mode(),
    },
    'configuration',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (e) {
      app.log.error({ err: e }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Start the embedded judge now (sandbox, language checks, precompiled headers), not on the first submission,
  // and say once which languages it offers and why it hides the others (with the package to install).
  if (app.ctx.judge.embedded)
    void app.ctx.judge
      .judge()
      .then((j) => reportLanguages(j, (text) => process.stdout.write(text)))
      .catch(() => {});
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  process.stdout.write(`Judge listening on http://${shownHost}:${port}\n`);
}

main().catch((e) => {
  process.stderr.write(`Failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
