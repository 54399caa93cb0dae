// Section "languages" of the problem editor: which languages may be submitted, and their code templates.
import { Checkbox, Collapse, Form, Input, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeTemplate, Language } from '../../../../api/admin-problem';

export function LanguagesField({
  languages,
  value,
  onChange,
}: {
  languages: Language[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('Problem_Languages')} required>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Checkbox
          checked={value.length === languages.length}
          indeterminate={value.length > 0 && value.length < languages.length}
          onChange={(e) => onChange(e.target.checked ? languages.map((l) => l.id) : [])}
        >
          {t('Select_All')}
        </Checkbox>
        <Checkbox.Group
          value={value}
          onChange={(v) => onChange(v as number[])}
          options={languages.map((l) => ({ value: l.id, label: l.name }))}
        />
      </Space>
    </Form.Item>
  );
}

/** One code template per enabled language, each switched on or off. */
export function TemplatesField({
  languages,
  value,
  onChange,
}: {
  /** The enabled languages. */
  languages: Language[];
  value: CodeTemplate[];
  onChange: (update: (list: CodeTemplate[]) => CodeTemplate[]) => void;
}) {
  const { t } = useTranslation();
  const templateOf = (lid: number) => value.find((x) => x.lid === lid);
  const setTemplate = (lid: number, p: Partial<CodeTemplate>) =>
    onChange((list) =>
      list.some((x) => x.lid === lid)
        ? list.map((x) => (x.lid === lid ? { ...x, ...p } : x))
        : [...list, { lid, code: '', status: true, ...p }],
    );
  return (
    <Form.Item label={t('Code_Templates')}>
      <Collapse
        size="small"
        items={languages.map((l) => {
          const tpl = templateOf(l.id);
          return {
            key: String(l.id),
            label: (
              <Space>
                {l.name}
                {tpl?.status && <Tag color="green">{t('Enabled')}</Tag>}
              </Space>
            ),
            children: (
              <>
                <Space style={{ marginBottom: 8 }}>
                  {t('Enable_Template')}
                  <Switch
                    checked={tpl?.status ?? false}
                    onChange={(status) => setTemplate(l.id, { status })}
                  />
                </Space>
                <Input.TextArea
                  rows={8}
                  value={tpl?.code ?? ''}
                  onChange={(e) => setTemplate(l.id, { code: e.target.value })}
                  style={{ fontFamily: 'monospace' }}
                  spellCheck={false}
                />
              </>
            ),
          };
        })}
      />
    </Form.Item>
  );
}
