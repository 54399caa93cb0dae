// Section "examples" of the problem editor: input/output pairs shown on the statement.
import { Button, Divider, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_ADVISED_EXAMPLES } from '@judge/shared';
import type { Example } from './problemForm';
import RowList, { TextAreaCols } from './RowList';

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
          <TextAreaCols
            item={e}
            patch={patch}
            cols={[
              { key: 'input', placeholder: `${t('Example_Input')} ${i + 1}`, span: { xs: 24, md: 11 } },
              { key: 'output', placeholder: `${t('Example_Output')} ${i + 1}`, span: { xs: 20, md: 11 } },
            ]}
          />
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
