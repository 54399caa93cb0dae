// The group info form of the create dialog and the setting tab (groups-accounts-admin.md §5): the
// same length rules the server checks (GROUP_LIMITS), the code asked of private groups only.
import { Form, Input, Radio, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupAuth } from '@judge/shared';
import { GROUP_LIMITS, type GroupFormValue } from '@judge/shared/schemas/group';

/**
 * The form's fields: the group the server checks (GroupFormValue), without the avatar (uploaded
 * elsewhere) and with the code left out until a private group asks for it.
 */
export type GroupFormValues = Omit<GroupFormValue, 'avatar' | 'code'> & { code?: string };

const lengthRule = (range: readonly [number, number], message: string) => ({
  validator: (_: unknown, v: string | undefined) => {
    const n = (v ?? '').trim().length;
    return n >= range[0] && n <= range[1] ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

/** The text fields: name, label key, length-check message key, test id. */
const TEXT_FIELDS = [
  ['name', 'Group_Name', 'Group_Name_Check_Min_Max', 'group-form-name'],
  ['shortName', 'Group_Short_Name', 'Group_Short_Name_Check_Min_Max', 'group-form-short'],
  ['brief', 'Group_Brief', 'Group_Brief_Check_Min_Max', 'group-form-brief'],
  ['description', 'Group_Description', 'Group_Description_Check_Min_Max', 'group-form-description'],
] as const;

export default function GroupForm({
  form,
  initial,
}: {
  form: FormInstance<GroupFormValues>;
  initial?: Partial<GroupFormValues>;
}) {
  const { t } = useTranslation();
  const auth = Form.useWatch('auth', form);
  return (
    <Form<GroupFormValues>
      form={form}
      layout="vertical"
      initialValues={{ auth: GroupAuth.PUBLIC, visible: true, ...initial }}
      data-testid="group-form"
    >
      {TEXT_FIELDS.map(([name, label, check, testId]) => (
        <Form.Item key={name} name={name} label={t(label)} rules={[lengthRule(GROUP_LIMITS[name], t(check))]}>
          {name === 'description' ? (
            <Input.TextArea rows={6} maxLength={GROUP_LIMITS[name][1]} showCount data-testid={testId} />
          ) : (
            <Input maxLength={GROUP_LIMITS[name][1]} showCount data-testid={testId} />
          )}
        </Form.Item>
      ))}
      <Form.Item name="auth" label={t('Group_Auth')}>
        <Radio.Group data-testid="group-form-auth">
          <Radio value={GroupAuth.PUBLIC}>{t('Group_Public')}</Radio>
          <Radio value={GroupAuth.PROTECTED}>{t('Group_Protected')}</Radio>
          <Radio value={GroupAuth.PRIVATE}>{t('Group_Private')}</Radio>
        </Radio.Group>
      </Form.Item>
      {auth === GroupAuth.PRIVATE && (
        <Form.Item
          name="code"
          label={t('Group_Code')}
          tooltip={t('Group_Code_Tips')}
          rules={[
            { required: true, message: t('Group_Code_Check_Min_Max') },
            { len: GROUP_LIMITS.code, message: t('Group_Code_Check_Min_Max') },
          ]}
        >
          <Input maxLength={GROUP_LIMITS.code} data-testid="group-form-code" />
        </Form.Item>
      )}
      <Form.Item
        name="visible"
        label={t('Group_Visible')}
        valuePropName="checked"
        tooltip={t('Group_Hidden_Tips')}
      >
        <Switch />
      </Form.Item>
    </Form>
  );
}
