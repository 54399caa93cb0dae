// A judge status as a coloured tag (hoj-ui §1.1), with a spinner while in progress.
import { Tag } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isInProgress, judgeStatusInfo } from '@judge/shared';

export function statusName(status: number, lang: string) {
  const info = judgeStatusInfo(status);
  if (!info) return String(status);
  return lang === 'zh-CN' ? info.label['zh-CN'] : info.label['en-US'];
}

/**
 * The banner type of a status, from the same table entry as the tag's colour so the two agree
 * (Partial Accepted is a blue tag, so a blue banner, not an orange one).
 */
export function bannerType(status: number): 'success' | 'error' | 'warning' | 'info' {
  if (isInProgress(status)) return 'info';
  const tagType = judgeStatusInfo(status)?.tagType;
  if (tagType === 'success' || tagType === 'error') return tagType;
  return tagType === 'processing' ? 'info' : 'warning';
}

export default function StatusTag({ status, onClick }: { status: number; onClick?: () => void }) {
  const { i18n } = useTranslation();
  const info = judgeStatusInfo(status);
  return (
    <Tag
      color={info?.rgb}
      onClick={onClick}
      style={{ cursor: onClick ? 'pointer' : undefined, marginInlineEnd: 0 }}
      data-testid="status-tag"
      data-status={status}
      icon={isInProgress(status) ? <LoadingOutlined /> : undefined}
    >
      {statusName(status, i18n.language)}
    </Tag>
  );
}
