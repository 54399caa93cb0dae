// The home carousel ("Home Rotation Chart" of the system config): upload images (checked by
// content on the server), move them up or down, delete them. The home page shows them in order.
import { useState } from 'react';
import { Button, Card, Empty, Image, List, Popconfirm, Space, Tooltip, Typography, Upload } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_MAX_BYTES, CAROUSEL_MAX_IMAGES } from '@judge/shared/schemas/config';
import {
  deleteCarouselImage,
  getCarousel,
  orderCarousel,
  uploadCarouselImage,
  type CarouselItem,
} from '../../../api/admin-config';
import { toast } from '../../../utils/feedback';

const KEY = ['admin', 'carousel'] as const;
const ACCEPT = '.gif,.jpg,.jpeg,.png,.bmp,.webp,image/*';

export default function CarouselAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const q = useQuery({ queryKey: KEY, queryFn: getCarousel });
  const items = q.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(t(done));
      await refresh();
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setBusy(false);
    }
  };
  const move = (i: number, by: -1 | 1) => {
    const ids = items.map((x) => x.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    void run(() => orderCarousel(ids), 'Update_Successfully');
  };

  return (
    <Card
      title={<span className="panel-title">{t('Conf_Carousel_Title')}</span>}
      data-testid="carousel-card"
      extra={
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          disabled={busy || items.length >= CAROUSEL_MAX_IMAGES}
          beforeUpload={(file) => {
            if (file.size > CAROUSEL_MAX_BYTES) toast.error(t('Conf_Carousel_Too_Large', { name: file.name }));
            else void run(() => uploadCarouselImage(file), 'Upload_Successfully');
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="carousel-upload">
            {t('Upload')}
          </Button>
        </Upload>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('Conf_Carousel_Hint', { max: CAROUSEL_MAX_IMAGES, size: CAROUSEL_MAX_BYTES / 1048576 })}
      </Typography.Paragraph>
      <List<CarouselItem>
        loading={q.isPending}
        dataSource={items}
        locale={{ emptyText: <Empty description={q.isError ? t('Conf_Load_Failed') : t('Conf_Carousel_Empty')} /> }}
        grid={{ gutter: 12, xs: 1, sm: 2, md: 3, lg: 4 }}
        renderItem={(item, i) => (
          <List.Item>
            <Card
              size="small"
              cover={<Image src={item.url} width="100%" height={120} style={{ objectFit: 'cover' }} alt={`#${i + 1}`} />}
              data-testid={`carousel-item-${item.id}`}
            >
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <span>#{i + 1}</span>
                <Space size={4}>
                  <Tooltip title={t('Conf_Move_Up')}>
                    <Button size="small" icon={<ArrowUpOutlined />} disabled={busy || i === 0} onClick={() => move(i, -1)} />
                  </Tooltip>
                  <Tooltip title={t('Conf_Move_Down')}>
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={busy || i === items.length - 1}
                      onClick={() => move(i, 1)}
                    />
                  </Tooltip>
                  <Popconfirm
                    title={t('Conf_Carousel_Delete_Confirm')}
                    okText={t('OK')}
                    cancelText={t('Cancel')}
                    onConfirm={() => run(() => deleteCarouselImage(item.id), 'Delete_successfully')}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} disabled={busy} />
                  </Popconfirm>
                </Space>
              </Space>
            </Card>
          </List.Item>
        )}
      />
    </Card>
  );
}
