import { Alert, Button, Col, InputNumber, Progress, Radio, Space, Table, Upload } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemType } from '@judge/shared';
import { uploadTestcaseZip, type ProblemCase } from '../../../../api/admin-problem';
import { ApiError } from '../../../../api/http';
import { toast } from '../../../../utils/feedback';
import { isSubtask, withSplitScores, type CasesState } from './problemForm';
import type { UploadCall } from './editorCalls';
import RowList, { DeleteRowButton, TextAreaCols, patchAt } from './RowList';

interface Props {
  value: CasesState;
  onChange: (v: CasesState) => void;
  type: number;
  caseMode: string;
  /** The zip upload: the back office's, or a group's (?gid=) in the group editor. */
  upload?: UploadCall;
}

/** A case's OI score (from 0) or subtask group (from 1); `labelled` names it before the box. */
function CaseNumber({
  field,
  c,
  onChange,
  labelled,
  testId,
}: {
  field: 'score' | 'groupNum';
  c: ProblemCase;
  onChange: (p: Partial<ProblemCase>) => void;
  labelled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <InputNumber
      min={field === 'score' ? 0 : 1}
      precision={0}
      addonBefore={labelled ? t(field === 'score' ? 'Case_Score' : 'Case_Group') : undefined}
      value={c[field] ?? null}
      onChange={(v) => onChange({ [field]: v })}
      style={labelled ? { width: 140 } : undefined}
      data-testid={testId}
    />
  );
}

/** Test data: a zip upload with a progress bar, or cases typed in the form; OI scores and subtask groups. */
export default function CasesEditor({
  value,
  onChange,
  type,
  caseMode,
  upload: uploadZip = uploadTestcaseZip,
}: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const oi = type === ProblemType.OI;
  const groups = oi && isSubtask(caseMode);
  const list = value.isUpload ? value.uploaded : value.manual;
  const setList = (next: ProblemCase[]) =>
    onChange(value.isUpload ? { ...value, uploaded: next } : { ...value, manual: next });
  const patch = (i: number, p: Partial<ProblemCase>) => setList(patchAt(list, i, p));

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const r = await uploadZip(file, caseMode, setProgress);
      const cases = r.fileList.map((f) => ({
        input: f.input,
        output: f.output,
        score: f.score,
        groupNum: f.groupNum ?? 1,
      }));
      onChange({ ...value, isUpload: true, uploadDir: r.fileListDir, uploaded: withSplitScores(cases) });
      toast.success(t('Upload_Testcase_Successfully'));
    } catch (e) {
      if (!(e instanceof ApiError)) toast.error(t('Upload_Testcase_Failed'));
    } finally {
      setProgress(null);
    }
    return false;
  };

  const numberCols = [
    ...(oi
      ? [
          {
            title: t('Case_Score'),
            key: 'score',
            width: 120,
            render: (_: unknown, c: ProblemCase, i: number) => (
              <CaseNumber field="score" c={c} onChange={(p) => patch(i, p)} testId={`case-score-${i}`} />
            ),
          },
        ]
      : []),
    ...(groups
      ? [
          {
            title: t('Case_Group'),
            key: 'groupNum',
            width: 120,
            render: (_: unknown, c: ProblemCase, i: number) => (
              <CaseNumber field="groupNum" c={c} onChange={(p) => patch(i, p)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="cases-editor">
      <Space style={{ marginBottom: 8 }} wrap>
        <Radio.Group
          value={value.isUpload}
          onChange={(e) => onChange({ ...value, isUpload: e.target.value })}
          options={[
            { value: true, label: t('Testcase_Upload_Zip') },
            { value: false, label: t('Testcase_Manual_Input') },
          ]}
        />
        {oi && list.length > 0 && (
          <Button size="small" onClick={() => setList(withSplitScores(list))}>
            {t('Case_Split_Scores')}
          </Button>
        )}
      </Space>
      {value.isUpload ? (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('Testcase_Zip_Hint')} />
          <Upload accept=".zip" showUploadList={false} beforeUpload={upload} disabled={progress !== null}>
            <Button icon={<UploadOutlined />} loading={progress !== null} data-testid="upload-zip">
              {t('Choose_Testcase_Zip')}
            </Button>
          </Upload>
          {progress !== null && <Progress percent={progress} size="small" style={{ maxWidth: 400 }} />}
          <Table<ProblemCase>
            style={{ marginTop: 8 }}
            size="small"
            rowKey={(c) => `${c.input}|${c.output}`}
            pagination={false}
            dataSource={value.uploaded}
            columns={[
              { title: '#', key: 'i', width: 50, render: (_: unknown, __: ProblemCase, i: number) => i + 1 },
              { title: t('Case_Input_File'), dataIndex: 'input' },
              { title: t('Case_Output_File'), dataIndex: 'output' },
              ...numberCols,
            ]}
            data-testid="uploaded-cases"
          />
        </>
      ) : (
        <>
          <RowList
            value={value.manual}
            onChange={setList}
            align="top"
            render={(c, i, { patch, remove }) => (
              <>
                <TextAreaCols
                  item={c}
                  patch={patch}
                  cols={[
                    {
                      key: 'input',
                      placeholder: `${t('Case_Input')} ${i + 1}`,
                      span: { xs: 24, md: 9 },
                      testId: `manual-input-${i}`,
                    },
                    {
                      key: 'output',
                      placeholder: `${t('Case_Output')} ${i + 1}`,
                      span: { xs: 24, md: 9 },
                      testId: `manual-output-${i}`,
                    },
                  ]}
                />
                <Col xs={24} md={6}>
                  <Space wrap>
                    {oi && <CaseNumber field="score" c={c} onChange={patch} labelled />}
                    {groups && <CaseNumber field="groupNum" c={c} onChange={patch} labelled />}
                    <DeleteRowButton onClick={remove} />
                  </Space>
                </Col>
              </>
            )}
          />
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              const next = [...value.manual, { input: '', output: '', score: 0, groupNum: 1 }];
              setList(oi ? withSplitScores(next) : next);
            }}
            data-testid="add-manual-case"
          >
            {t('Add_Case')}
          </Button>
        </>
      )}
    </div>
  );
}
