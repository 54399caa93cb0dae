export { buildApp, type BuiltApp, type BuildOptions } from './app.js';
export { loadConfig, type AppConfig } from './config.js';
