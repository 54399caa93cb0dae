// Section "file IO" of the problem editor: the program reads and writes named files instead of stdio.
import { Col, Divider, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredText } from '../../../../utils/formRules';

export default function FileIOFields({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const required = requiredText(t('File_IO_Name_Required'));
  return (
    <>
      <Divider titlePlacement="start">{t('File_IO')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={4}>
          <Form.Item name="isFileIO" label={t('File_IO')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {enabled && (
          <>
            <Col xs={12} md={10}>
              <Form.Item name="ioReadFileName" label={t('IO_Read_File_Name')} rules={required}>
                <Input placeholder="data.in" />
              </Form.Item>
            </Col>
            <Col xs={12} md={10}>
              <Form.Item name="ioWriteFileName" label={t('IO_Write_File_Name')} rules={required}>
                <Input placeholder="data.out" />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </>
  );
}
