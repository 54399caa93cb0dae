// Generate accounts prefix + n + suffix for n in a range, with random passwords of a chosen
// length (6–25); the credentials come back as an .xlsx sheet kept 30 minutes on the server.
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN, USER_BATCH_MAX } from '@judge/shared/schemas/user-admin';
import { downloadGeneratedSheet, generateUsers, type GenerateUserBody } from '../../../api/user-admin';
import { toast } from '../../../utils/feedback';
import { USER_LIST_KEY } from './UserList';

interface Values {
  prefix: string;
  suffix: string;
  number_from: number;
  number_to: number;
  password_length: number;
}

export default function GenerateUsers() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState('');
  const v = Form.useWatch([], form) as Values | undefined;
  const example =
    v && Number.isInteger(v.number_from) ? `${v.prefix ?? ''}${v.number_from}${v.suffix ?? ''}` : '';

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const res = await generateUsers(values as GenerateUserBody);
      setKey(res.key);
      toast.success(t('UA_Generate_Done', { count: res.count }));
      await queryClient.invalidateQueries({ queryKey: USER_LIST_KEY });
      await downloadGeneratedSheet(res.key);
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={<span className="panel-title">{t('UA_Generate_Title')}</span>} data-testid="generate-users-card">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ prefix: '', suffix: '', number_from: 1, number_to: 10, password_length: 6 }}
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="prefix" label={t('UA_Prefix')} rules={[{ max: 20 }, { pattern: /^\S*$/, message: t('UA_No_Spaces') }]}>
              <Input maxLength={20} data-testid="generate-prefix" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="suffix" label={t('UA_Suffix')} rules={[{ max: 20 }, { pattern: /^\S*$/, message: t('UA_No_Spaces') }]}>
              <Input maxLength={20} data-testid="generate-suffix" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="number_from" label={t('UA_Start_Number')} rules={[{ required: true, message: t('UA_Number_Required') }]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="generate-from" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="number_to"
              label={t('UA_End_Number')}
              dependencies={['number_from']}
              rules={[
                { required: true, message: t('UA_Number_Required') },
                ({ getFieldValue }) => ({
                  validator: (_, value: number) => {
                    const from = getFieldValue('number_from') as number;
                    if (value == null || from == null) return Promise.resolve();
                    if (value < from) return Promise.reject(new Error(t('UA_End_Before_Start')));
                    if (value - from + 1 > USER_BATCH_MAX)
                      return Promise.reject(new Error(t('UA_Generate_Too_Many', { max: USER_BATCH_MAX })));
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="generate-to" />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item
              name="password_length"
              label={t('UA_Password_Length_Label')}
              rules={[
                { required: true, message: t('UA_Password_Length') },
                { type: 'number', min: ADMIN_PASSWORD_MIN, max: ADMIN_PASSWORD_MAX, message: t('UA_Password_Length') },
              ]}
            >
              <InputNumber min={ADMIN_PASSWORD_MIN} max={ADMIN_PASSWORD_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="generate-users-submit">
            {t('UA_Generate_Submit')}
          </Button>
          {example && <span>{t('UA_Generate_Example', { name: example })}</span>}
          {key && (
            <Button icon={<DownloadOutlined />} onClick={() => void downloadGeneratedSheet(key)} data-testid="generate-download">
              {t('UA_Generate_Download')}
            </Button>
          )}
        </Space>
        {key && <Alert style={{ marginTop: 12 }} type="success" showIcon title={t('UA_Generate_Kept')} />}
      </Form>
    </Card>
  );
}
