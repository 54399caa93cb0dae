// The frame of a back-office page under one contest or training (its problems, its announcements).
import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ToolbarCard } from './AdminList';

/** Titled "heading · of" once `of` (the contest's title) is known; the way back to the list comes last in the toolbar. */
export function SubpageCard({
  heading,
  of,
  toolbar,
  onBack,
  children,
}: {
  heading: string;
  of?: string;
  toolbar: ReactNode;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ToolbarCard
      title={of ? `${heading} · ${of}` : heading}
      toolbar={
        <Space wrap>
          {toolbar}
          <Button icon={<RollbackOutlined />} onClick={onBack}>
            {t('Back')}
          </Button>
        </Space>
      }
    >
      {children}
    </ToolbarCard>
  );
}
