// Back-office configuration calls (hoj-api-paths §1.1, §3): site, e-mail, database and Redis,
// switches, service information and the home carousel. Types come from the shared schemas.
import type { z } from 'zod';
import type { EmailConfig, SwitchConfig, WebConfig } from '@judge/shared/schemas/site';
import type {
  CarouselItem,
  DbAndRedisConfig,
  DbAndRedisInfo,
  ServiceInfo,
  carouselItemSchema,
} from '@judge/shared/schemas/config';
import type { JudgeServer } from '@judge/shared/schemas/judge-server';
import { api, formWith } from './http';

export type { CarouselItem, DbAndRedisInfo, EmailConfig, JudgeServer, ServiceInfo, SwitchConfig, WebConfig };
type Carousel = z.infer<typeof carouselItemSchema>;

export const getServiceInfo = () => api.get<ServiceInfo>('/api/admin/config/get-service-info');

export const getWebConfig = () => api.get<WebConfig>('/api/admin/config/get-web-config');
export const setWebConfig = (body: Partial<WebConfig>) => api.put<null>('/api/admin/config/set-web-config', body);

export const getEmailConfig = () => api.get<EmailConfig>('/api/admin/config/get-email-config');
export const setEmailConfig = (body: Partial<EmailConfig>) =>
  api.put<null>('/api/admin/config/set-email-config', body);
export const testEmail = (email: string) => api.post<null>('/api/admin/config/test-email', { email });

export const getDbAndRedisConfig = () => api.get<DbAndRedisInfo>('/api/admin/config/get-db-and-redis-config');
export const setDbAndRedisConfig = (body: Partial<DbAndRedisConfig>) =>
  api.put<null>('/api/admin/config/set-db-and-redis-config', body);

export const getSwitchConfig = () => api.get<SwitchConfig>('/api/admin/switch/info');
export const setSwitchConfig = (body: Partial<SwitchConfig>) => api.put<null>('/api/admin/switch/update', body);

export const getCarousel = () => api.get<Carousel[]>('/api/home-carousel');
export const uploadCarouselImage = (file: File) =>
  api.post<Carousel>('/api/file/upload-carouse-img', formWith('file', file, file.name));
export const deleteCarouselImage = (id: number) =>
  api.delete<null>('/api/admin/config/home-carousel', { params: { id } });
export const orderCarousel = (ids: number[]) =>
  api.put<Carousel[]>('/api/admin/config/home-carousel/order', { ids });

/** Judge servers seen through their heartbeats (every back-office role). */
export const getJudgeServers = () => api.get<JudgeServer[]>('/api/admin/config/get-judge-service-info');
/** Root switches a judge server off (it takes no new job) or on again. */
export const setJudgeServerEnabled = (name: string, enabled: boolean) =>
  api.put<null>('/api/admin/config/judge-server', { name, enabled });
