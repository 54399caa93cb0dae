// Section "examples" of the problem editor: input/output pairs shown on the statement.
import { Button, Col, Divider, Input, Row, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_ADVISED_EXAMPLES } from '@judge/shared';
import type { Example } from './problemForm';

export const EMPTY_EXAMPLE: Example = { input: '', output: '' };

export default function ExamplesEditor({
  value,
  onChange,
}: {
  value: Example[];
  onChange: (v: Example[]) => void;
}) {
  const { t } = useTranslation();
  const patch = (i: number, p: Partial<Example>) =>
    onChange(value.map((x, j) => (j === i ? { ...x, ...p } : x)));
  return (
    <>
      <Divider titlePlacement="start">{t('Problem_Examples')}</Divider>
      {value.map((e, i) => (
        <Row gutter={8} key={i} style={{ marginBottom: 8 }}>
          <Col xs={24} md={11}>
            <Input.TextArea
              rows={3}
              placeholder={`${t('Example_Input')} ${i + 1}`}
              value={e.input}
              onChange={(v) => patch(i, { input: v.target.value })}
            />
          </Col>
          <Col xs={20} md={11}>
            <Input.TextArea
              rows={3}
              placeholder={`${t('Example_Output')} ${i + 1}`}
              value={e.output}
              onChange={(v) => patch(i, { output: v.target.value })}
            />
          </Col>
          <Col xs={4} md={2}>
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            />
          </Col>
        </Row>
      ))}
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
