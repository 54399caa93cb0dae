// Site settings (WebConfigDTO): names, description, registration, filing record and project
// links. The public site reads them through get-website-config, refreshed after a save.
import { useEffect } from 'react';
import { Button, Card, Col, Form, Input, Row, Skeleton, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getWebConfig, setWebConfig, type WebConfig } from '../../../api/admin-config';
import { WEBSITE_CONFIG_KEY } from '../../../api/useWebsiteConfig';
import { toast } from '../../../utils/feedback';
import LoadFailed from './LoadFailed';

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
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WebConfig>();
  const q = useQuery({ queryKey: ['admin', 'web-config'], queryFn: getWebConfig });
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);

  const save = async () => {
    const v = await form.validateFields();
    try {
      await setWebConfig(v);
      toast.success(t('Update_Successfully'));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'web-config'] });
      await queryClient.invalidateQueries({ queryKey: WEBSITE_CONFIG_KEY });
    } catch {
      /* the HTTP client showed the server's message */
    }
  };

  return (
    <Card title={<span className="panel-title">{t('Conf_Web_Title')}</span>} data-testid="web-config-card">
      {q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <Skeleton active />
      ) : (
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
    </Card>
  );
}
