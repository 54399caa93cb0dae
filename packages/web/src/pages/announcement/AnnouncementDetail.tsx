// /announcement/:announcementID (groups-accounts-admin.md §2; site.md §3): title, publisher,
// created time and the rendered content; a missing or hidden one says so.
import { useParams, useNavigate } from 'react-router';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined, ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { getAnnouncementDetail } from '../../api/announcement';
import Markdown from '../../components/Markdown';
import './announcement.css';
import { DATE_SECOND } from '../../constants';

export default function AnnouncementDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().announcementID);
  const q = useQuery({
    queryKey: ['announcement', id],
    queryFn: () => getAnnouncementDetail(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/home')}>
      {t('Back')}
    </Button>
  );
  if (!Number.isInteger(id) || id <= 0 || q.isError)
    return (
      <Card data-testid="announcement-detail">
        <Result status="404" title={t('Announcement_Not_Found')} extra={back} />
      </Card>
    );
  const a = q.data;
  return (
    <Card
      data-testid="announcement-detail"
      title={a ? <span className="panel-title">{a.title}</span> : null}
      extra={back}
    >
      {!a ? (
        <Skeleton active />
      ) : (
        <>
          <Space wrap className="announcement-meta" size={16}>
            <span>
              <UserOutlined /> {a.username ?? '-'}
            </span>
            <span>
              <ClockCircleOutlined /> {dayjs(a.gmtCreate).format(DATE_SECOND)}
            </span>
          </Space>
          <div className="announcement-content">
            <Markdown>{a.content}</Markdown>
          </div>
        </>
      )}
    </Card>
  );
}
