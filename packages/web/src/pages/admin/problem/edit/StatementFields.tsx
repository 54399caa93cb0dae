// Section "statement" of the problem editor: description, input and output in markdown.
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredText } from '../../../../utils/formRules';
import MarkdownEditor from '../../../../components/markdown-editor/MarkdownEditor';

export default function StatementFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="description" label={t('Problem_Description')}>
        <MarkdownEditor allowFiles testId="f-description" />
      </Form.Item>
      <Form.Item name="input" label={t('Input_Description')} rules={requiredText(t('Input_Required'))}>
        <MarkdownEditor rows={5} testId="f-input" />
      </Form.Item>
      <Form.Item name="output" label={t('Output_Description')} rules={requiredText(t('Output_Required'))}>
        <MarkdownEditor rows={5} testId="f-output" />
      </Form.Item>
    </>
  );
}
