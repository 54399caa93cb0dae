// Tag picker: search box and one tab per classification (site.md §2 "tag dialog").
import { useMemo, useState } from 'react';
import { Button, Empty, Input, Modal, Space, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TAG_COLOR } from '@judge/shared';
import { getProblemTagsAndClassification, type TagVO } from '../../api/problem';

export default function TagDialog({
  open,
  oj,
  selected,
  onClose,
  onPick,
}: {
  open: boolean;
  oj?: string;
  selected: number[];
  onClose: () => void;
  onPick: (tag: TagVO) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const groups = useQuery({
    queryKey: ['problem-tags-classification', oj ?? ''],
    queryFn: () => getProblemTagsAndClassification(oj),
    enabled: open,
  });
  const items = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (groups.data ?? []).map((g, i) => {
      const tags = g.tagList.filter((tag) => !q || tag.name.toLowerCase().includes(q));
      return {
        key: String(g.classification?.id ?? `none-${i}`),
        label: `${g.classification?.name ?? t('Problem_Tags_Unclassified')} (${tags.length})`,
        children: tags.length ? (
          <Space wrap>
            {tags.map((tag) => (
              <Tag.CheckableTag
                key={tag.id}
                checked={selected.includes(tag.id)}
                onChange={() => onPick(tag)}
                style={{ border: `1px solid ${tag.color || DEFAULT_TAG_COLOR}` }}
                data-testid="tag-option"
              >
                {tag.name}
              </Tag.CheckableTag>
            ))}
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No_Data')} />
        ),
      };
    });
  }, [groups.data, search, selected, onPick, t]);
  return (
    <Modal
      open={open}
      title={t('Problem_Tags')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('Problem_Close')}</Button>}
      width={640}
    >
      <Input.Search
        allowClear
        placeholder={t('Problem_Search_Tag')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {items.length ? <Tabs items={items} /> : <Empty description={t('No_Data')} />}
    </Modal>
  );
}
