// Site settings (WebConfigDTO): names, description, registration, filing record and project
// links. The public site reads them through get-website-config, refreshed after a save.
import { Button, Card, Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { getWebConfig, setWebConfig, type WebConfig } from '../../../api/admin-config';
import { WEBSITE_CONFIG_KEY } from '../../../api/useWebsiteConfig';
import { Loaded } from '../../../components/admin/Loaded';
import { useSettingsForm } from '../../../components/admin/useSettingsForm';

const FIELDS: { name: keyof WebConfig; label: string; max: number }[] = [
  { name: 'name', label: 'Conf_Web_Name', max: 255 },
  { name: 'shortName', label: 'Conf_Web_Short_Name', max: 50 },
  { name: 'baseUrl', label: 'Conf_Web_Base_Url', max: 255 },
  { name: 'recordName', label: 'Conf_Web_Record_Name', max: 255 },
  { name: 'recordUrl', label: 'Conf_Web_Record_Url', max: 255 },
  { name: 'projectName', label: 'Conf_Web_Project_Name', max: 255 },
  { name: 'projectUrl', label: 'Conf_Web_Project_Url', max: 255 },
];

export default function WebConfigCard() {
  const { t } = useTranslation();
  // the public site reads these settings through its own config: refreshed after a save
  const { form, query, write } = useSettingsForm({
    key: ['admin', 'web-config'],
    read: getWebConfig,
    alsoStale: WEBSITE_CONFIG_KEY,
  });

  const save = async () => {
    const v = await form.validateFields();
    await write(() => setWebConfig(v));
  };

  return (
    <Card title={<span className="panel-title">{t('Conf_Web_Title')}</span>} data-testid="web-config-card">
      <Loaded query={query}>
        {() => (
          <Form form={form} layout="vertical">
            <Row gutter={16}>
              {FIELDS.map((f) => (
                <Col xs={24} md={12} key={f.name}>
                  <Form.Item name={f.name} label={t(f.label)} rules={[{ max: f.max }]}>
                    <Input maxLength={f.max} data-testid={`web-${f.name}`} />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={24} md={12}>
                <Form.Item name="register" label={t('Conf_Web_Register')} valuePropName="checked">
                  <Switch data-testid="web-register" />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="description" label={t('Conf_Web_Description')} rules={[{ max: 65535 }]}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
                </Form.Item>
              </Col>
            </Row>
            <Button type="primary" onClick={() => void save()} data-testid="web-config-save">
              {t('Save')}
            </Button>
          </Form>
        )}
      </Loaded>
    </Card>
  );
}
