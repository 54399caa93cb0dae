// The group info form of the create dialog and the setting tab (groups-accounts-admin.md §5): the
// same length rules the server checks (GROUP_LIMITS), the code asked of private groups only.
import { Form, Input, Radio, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupAuth } from '@judge/shared';
import { GROUP_LIMITS } from '@judge/shared/schemas/group';

export interface GroupFormValues {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number;
  visible: boolean;
  code?: string;
}

const lengthRule = (range: readonly [number, number], message: string) => ({
  validator: (_: unknown, v: string | undefined) => {
    const n = (v ?? '').trim().length;
    return n >= range[0] && n <= range[1] ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

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
      <Form.Item
        name="name"
        label={t('Group_Name')}
        rules={[lengthRule(GROUP_LIMITS.name, t('Group_Name_Check_Min_Max'))]}
      >
        <Input maxLength={GROUP_LIMITS.name[1]} showCount data-testid="group-form-name" />
      </Form.Item>
      <Form.Item
        name="shortName"
        label={t('Group_Short_Name')}
        rules={[lengthRule(GROUP_LIMITS.shortName, t('Group_Short_Name_Check_Min_Max'))]}
      >
        <Input maxLength={GROUP_LIMITS.shortName[1]} showCount data-testid="group-form-short" />
      </Form.Item>
      <Form.Item
        name="brief"
        label={t('Group_Brief')}
        rules={[lengthRule(GROUP_LIMITS.brief, t('Group_Brief_Check_Min_Max'))]}
      >
        <Input maxLength={GROUP_LIMITS.brief[1]} showCount data-testid="group-form-brief" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('Group_Description')}
        rules={[lengthRule(GROUP_LIMITS.description, t('Group_Description_Check_Min_Max'))]}
      >
        <Input.TextArea
          rows={6}
          maxLength={GROUP_LIMITS.description[1]}
          showCount
          data-testid="group-form-description"
        />
      </Form.Item>
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
