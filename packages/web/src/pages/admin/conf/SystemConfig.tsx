// /manage/conf (root only): site settings, the home carousel, SMTP with a test mail, where the
// database and Redis are, and this server's figures (hoj-ui "System Config").
import { Space } from 'antd';
import CarouselAdmin from '../carousel/CarouselAdmin';
import WebConfigCard from './WebConfigCard';
import EmailConfigCard from './EmailConfigCard';
import DbRedisCard from './DbRedisCard';
import ServiceInfoCard from './ServiceInfoCard';

export default function SystemConfig() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <WebConfigCard />
      <CarouselAdmin />
      <EmailConfigCard />
      <DbRedisCard />
      <ServiceInfoCard />
    </Space>
  );
}
