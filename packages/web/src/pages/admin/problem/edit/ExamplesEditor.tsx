// Section "examples" of the problem editor: input/output pairs shown on the statement.
import { Button, Col, Divider, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_ADVISED_EXAMPLES } from '@judge/shared';
import type { Example } from './problemForm';
import RowList from './RowList';

export const EMPTY_EXAMPLE: Example = { input: '', output: '' };

export default function ExamplesEditor({
  value,
  onChange,
}: {
  value: Example[];
  onChange: (v: Example[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('Problem_Examples')}</Divider>
      <RowList
        value={value}
        onChange={onChange}
        deleteSpan={{ xs: 4, md: 2 }}
        render={(e, i, { patch }) => (
          <>
            <Col xs={24} md={11}>
              <Input.TextArea
                rows={3}
                placeholder={`${t('Example_Input')} ${i + 1}`}
                value={e.input}
                onChange={(v) => patch({ input: v.target.value })}
              />
            </Col>
            <Col xs={20} md={11}>
              <Input.TextArea
                rows={3}
                placeholder={`${t('Example_Output')} ${i + 1}`}
                value={e.output}
                onChange={(v) => patch({ output: v.target.value })}
              />
            </Col>
          </>
        )}
      />
      <Space>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...value, EMPTY_EXAMPLE])}>
          {t('Add_Example')}
        </Button>
        {value.length > MAX_ADVISED_EXAMPLES && (
          <span style={{ color: '#e6a23c' }}>{t('Examples_Advice', { n: MAX_ADVISED_EXAMPLES })}</span>
        )}
      </Space>
    </>
  );
}
