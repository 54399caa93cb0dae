// Section "basics" of the problem editor: display id, title, limits, difficulty, type, visibility
// and the three switches.
import { useMemo } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, PROBLEM_LIMITS, ProblemAuth, ProblemType } from '@judge/shared';
import { currentLanguage } from '../../../../i18n';
import { requiredText } from '../../../../utils/formRules';
import { authSelectOptions } from './problemForm';

/** The three limits: field, label key, unit shown, bounds. */
const LIMITS = [
  ['timeLimit', 'Time_Limit', 'ms', PROBLEM_LIMITS.timeMs],
  ['memoryLimit', 'Memory_Limit', 'MB', PROBLEM_LIMITS.memoryMb],
  ['stackLimit', 'Stack_Limit', 'MB', PROBLEM_LIMITS.stackMb],
] as const;

/** A whole-number limit field between the bounds the server accepts. */
function LimitField({
  name,
  label,
  bounds,
}: {
  name: string;
  label: string;
  bounds: readonly [number, number];
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true }]}>
      <InputNumber min={bounds[0]} max={bounds[1]} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** A boolean field shown as a switch. */
function SwitchField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

export default function BasicFields({
  canPublish,
  onTypeChange,
  idPrefix = null,
}: {
  canPublish: boolean;
  onTypeChange: (type: number) => void;
  /** Group mode: the group's short name, which the server prefixes to the display id. */
  idPrefix?: string | null;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const difficultyOptions = useMemo(
    () => DIFFICULTIES.map((d) => ({ value: d.value, label: <Tag color={d.color}>{d.label[lang]}</Tag> })),
    [lang],
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item
          name="problemId"
          label={t('Problem_Display_ID')}
          rules={requiredText(t('Problem_Display_ID_Required'))}
          normalize={(v: string) => v.toUpperCase()}
        >
          <Input addonBefore={idPrefix ?? undefined} data-testid="f-problemId" />
        </Form.Item>
      </Col>
      <Col xs={24} md={18}>
        <Form.Item name="title" label={t('Problem_Title')} rules={requiredText(t('Title_Required'))}>
          <Input data-testid="f-title" />
        </Form.Item>
      </Col>
      {LIMITS.map(([name, label, unit, bounds]) => (
        <Col xs={12} md={6} key={name}>
          <LimitField name={name} label={`${t(label)} (${unit})`} bounds={bounds} />
        </Col>
      ))}
      <Col xs={12} md={6}>
        <Form.Item name="difficulty" label={t('Problem_Difficulty')}>
          <Select options={difficultyOptions} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="type" label={t('Problem_Type')}>
          <Radio.Group onChange={(e) => onTypeChange(e.target.value)} data-testid="f-type">
            <Radio value={ProblemType.ACM}>ACM</Radio>
            <Radio value={ProblemType.OI}>OI</Radio>
          </Radio.Group>
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="auth" label={t('Problem_Auth')}>
          <Select
            options={authSelectOptions(t, canPublish).filter(
              // a group problem is for the group's members or hidden; never a contest's own
              (o) => idPrefix == null || o.value !== ProblemAuth.CONTEST,
            )}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <SwitchField name="codeShare" label={t('Code_Share')} />
      </Col>
      <Col xs={12} md={4}>
        <SwitchField name="isRemoveEndBlank" label={t('Remove_End_Blank')} />
      </Col>
      <Col xs={12} md={4}>
        <SwitchField name="openCaseResult" label={t('Open_Case_Result')} />
      </Col>
    </Row>
  );
}
