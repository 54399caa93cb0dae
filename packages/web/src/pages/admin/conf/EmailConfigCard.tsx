// SMTP settings (EmailConfigDTO) and a test mail to any address. The password is never shown:
// the server sends a mask, and saving the mask keeps the stored password.
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space, Switch } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getEmailConfig, setEmailConfig, testEmail } from '../../../api/admin-config';
import { toast } from '../../../utils/feedback';
import { Loaded } from '../../../components/admin/Loaded';
import { useSettingsForm } from '../../../components/admin/useSettingsForm';

export default function EmailConfigCard() {
  const { t } = useTranslation();
  const { form, query, write } = useSettingsForm({ key: ['admin', 'email-config'], read: getEmailConfig });
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);

  const save = async () => {
    const v = await form.validateFields();
    await write(() => setEmailConfig(v));
  };
  const send = async () => {
    if (!/^\S+@\S+\.\S+$/.test(to.trim())) {
      toast.warning(t('UA_Email_Format'));
      return;
    }
    setSending(true);
    try {
      await testEmail(to.trim());
      toast.success(t('Conf_Test_Mail_Sent', { email: to.trim() }));
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      title={<span className="panel-title">{t('Conf_Email_Title')}</span>}
      data-testid="email-config-card"
    >
      <Loaded query={query}>
        {() => (
          <Form form={form} layout="vertical">
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('Conf_Email_Hint')} />
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="emailHost" label={t('Conf_Email_Host')} rules={[{ max: 255 }]}>
                  <Input maxLength={255} placeholder="smtp.example.com" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="emailPort" label={t('Conf_Email_Port')} rules={[{ required: true }]}>
                  <InputNumber min={0} max={65535} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="emailSsl" label="SSL" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="emailUsername" label={t('Conf_Email_Username')} rules={[{ max: 255 }]}>
                  <Input maxLength={255} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="emailPassword" label={t('Conf_Email_Password')} rules={[{ max: 255 }]}>
                  <Input.Password maxLength={255} autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="emailBGImg" label={t('Conf_Email_Background')} rules={[{ max: 1024 }]}>
                  <Input maxLength={1024} placeholder="https://…" />
                </Form.Item>
              </Col>
            </Row>
            <Space wrap>
              <Button type="primary" onClick={() => void save()} data-testid="email-config-save">
                {t('Save')}
              </Button>
              <Space.Compact style={{ maxWidth: '100%' }}>
                <Input
                  style={{ width: 220, maxWidth: '35vw' }}
                  placeholder={t('Conf_Test_Mail_To')}
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  data-testid="test-mail-to"
                />
                <Button
                  icon={<SendOutlined />}
                  loading={sending}
                  onClick={() => void send()}
                  data-testid="test-mail-send"
                >
                  {t('Conf_Test_Mail')}
                </Button>
              </Space.Compact>
            </Space>
          </Form>
        )}
      </Loaded>
    </Card>
  );
}
