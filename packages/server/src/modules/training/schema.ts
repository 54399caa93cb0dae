// The zod schemas live once in @judge/shared (the web infers its types from them); this module uses them.
export * from '@judge/shared/schemas/training';
