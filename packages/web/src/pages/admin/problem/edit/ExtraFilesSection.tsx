// Section "extra files" of the problem editor: files given to the user's program and to the checker.
import { Button, Col, Divider, Input, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ExtraFile } from './problemForm';

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
  const patch = (i: number, p: Partial<ExtraFile>) =>
    onChange(value.map((x, j) => (j === i ? { ...x, ...p } : x)));
  return (
    <div data-testid={testId}>
      {value.map((f, i) => (
        <Row gutter={8} key={i} style={{ marginBottom: 8 }}>
          <Col xs={24} md={6}>
            <Input
              placeholder={t('Extra_File_Name')}
              value={f.name}
              onChange={(e) => patch(i, { name: e.target.value })}
            />
          </Col>
          <Col xs={20} md={16}>
            <Input.TextArea
              rows={2}
              placeholder={t('Extra_File_Content')}
              value={f.content}
              onChange={(e) => patch(i, { content: e.target.value })}
              style={{ fontFamily: 'monospace' }}
            />
          </Col>
          <Col xs={4} md={2}>
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            />
          </Col>
        </Row>
      ))}
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
