import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const NAMES: Record<number, string> = { 1: 'Public', 2: 'Protected', 3: 'Private' };
const COLORS: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'error' };

/** The group's auth tag (hoj-ui §1.4) with its tip; an extra Hidden tag when not visible. */
export default function GroupAuthTag({
  auth,
  visible = true,
  onClick,
}: {
  auth: number;
  visible?: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  const name = NAMES[auth] ?? 'Public';
  return (
    <>
      <Tooltip title={t(`Group_${name}_Tips`)}>
        <Tag color={COLORS[auth]} onClick={onClick} style={onClick ? { cursor: 'pointer' } : undefined}>
          {t(`Group_${name}`)}
        </Tag>
      </Tooltip>
      {!visible && (
        <Tooltip title={t('Group_Hidden_Tips')}>
          <Tag color="processing">{t('Group_Hidden')}</Tag>
        </Tooltip>
      )}
    </>
  );
}
