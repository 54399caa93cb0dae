// Section "extra files" of the problem editor: files given to the user's program and to the checker.
import { Button, Col, Divider, Input, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ExtraFile } from './problemForm';
import RowList from './RowList';

function ExtraFiles({
  value,
  onChange,
  testId,
}: {
  value: ExtraFile[];
  onChange: (v: ExtraFile[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <RowList
        value={value}
        onChange={onChange}
        deleteSpan={{ xs: 4, md: 2 }}
        render={(f, _, { patch }) => (
          <>
            <Col xs={24} md={6}>
              <Input
                placeholder={t('Extra_File_Name')}
                value={f.name}
                onChange={(e) => patch({ name: e.target.value })}
              />
            </Col>
            <Col xs={20} md={16}>
              <Input.TextArea
                rows={2}
                placeholder={t('Extra_File_Content')}
                value={f.content}
                onChange={(e) => patch({ content: e.target.value })}
                style={{ fontFamily: 'monospace' }}
              />
            </Col>
          </>
        )}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange([...value, { name: '', content: '' }])}
      >
        {t('Add_Extra_File')}
      </Button>
    </div>
  );
}

export default function ExtraFilesSection({
  user,
  judge,
  onUserChange,
  onJudgeChange,
}: {
  user: ExtraFile[];
  judge: ExtraFile[];
  onUserChange: (v: ExtraFile[]) => void;
  onJudgeChange: (v: ExtraFile[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('Extra_Files')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <h4>{t('User_Extra_File')}</h4>
          <ExtraFiles value={user} onChange={onUserChange} testId="user-extra" />
        </Col>
        <Col xs={24} md={12}>
          <h4>{t('Judge_Extra_File')}</h4>
          <ExtraFiles value={judge} onChange={onJudgeChange} testId="judge-extra" />
        </Col>
      </Row>
    </>
  );
}
