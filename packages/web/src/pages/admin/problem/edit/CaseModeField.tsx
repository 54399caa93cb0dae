// Section "case mode" of the problem editor: how the cases' verdicts make the submission's.
import { Divider, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaseMode, ProblemType } from '@judge/shared';
import { CASE_MODES } from './problemForm';

export default function CaseModeField({ type }: { type: number }) {
  const { t } = useTranslation();
  const oi = type === ProblemType.OI;
  // OI names the default mode after its scoring (sum of the cases' scores).
  const label = (m: string) => t(`Case_Mode_${m}${m === CaseMode.DEFAULT && oi ? '_OI' : ''}`);
  return (
    <>
      <Divider titlePlacement="start">{t('Judge_Case_Mode')}</Divider>
      <Form.Item name="judgeCaseMode">
        <Radio.Group
          options={(CASE_MODES[type] ?? CASE_MODES[ProblemType.ACM]).map((m) => ({
            value: m,
            label: label(m),
          }))}
        />
      </Form.Item>
    </>
  );
}
