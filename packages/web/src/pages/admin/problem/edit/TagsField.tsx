// Section "tags" of the problem editor: the problem's tags, picked from the known ones or new.
import { useState } from 'react';
import { AutoComplete, Button, Form, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminTag } from '../../../../api/admin-problem';
import { TAG_SUGGESTIONS_MAX } from '../../../../constants';
import { toast } from '../../../../utils/feedback';

export default function TagsField({
  value,
  onChange,
  known,
}: {
  value: AdminTag[];
  onChange: (v: AdminTag[]) => void;
  /** Every tag of the bank: a typed name that matches one reuses it. */
  known: AdminTag[];
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

  const add = (name: string) => {
    const n = name.trim();
    if (!n) return;
    if (value.some((x) => same(x.name, n))) {
      toast.warning(t('Add_Tag_Error'));
      return;
    }
    onChange([...value, known.find((x) => same(x.name, n)) ?? { name: n }]);
    setInput('');
  };

  return (
    <Form.Item label={t('Problem_Tags')}>
      <Space wrap>
        {value.map((x) => (
          <Tag
            key={x.name}
            color={x.color ?? undefined}
            closable
            onClose={() => onChange(value.filter((y) => y.name !== x.name))}
          >
            {x.name}
          </Tag>
        ))}
        <AutoComplete
          style={{ width: 200 }}
          value={input}
          onChange={setInput}
          onSelect={(v: string) => add(v)}
          placeholder={t('Tag_Search_Or_Add')}
          options={known
            .filter((x) => x.name.toLowerCase().includes(input.trim().toLowerCase()))
            .slice(0, TAG_SUGGESTIONS_MAX)
            .map((x) => ({ value: x.name }))}
          data-testid="tag-input"
        />
        <Button size="small" icon={<PlusOutlined />} onClick={() => add(input)} data-testid="tag-add">
          {t('Add')}
        </Button>
      </Space>
    </Form.Item>
  );
}
