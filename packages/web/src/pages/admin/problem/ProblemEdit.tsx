import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, MAX_ADVISED_EXAMPLES, PROBLEM_DEFAULTS, canManageProblem } from '@judge/shared';
import {
  createProblem,
  getAdminLanguages,
  getAdminProblem,
  getAllTags,
  getProblemCases,
  updateProblem,
  type AdminTag,
  type CodeTemplate,
  type ProblemDto,
} from '../../../api/admin-problem';
import { UNOWNED_PROBLEM } from '../../../constants';
import { currentLanguage } from '../../../i18n';
import { useSession } from '../../../stores/session';
import { toast } from '../../../utils/feedback';
import MarkdownEditor from '../../../components/markdown-editor/MarkdownEditor';
import CasesEditor, { type CasesState } from './CasesEditor';
import CheckerEditor, { type CheckerState } from './CheckerEditor';
import { AUTH_OPTIONS } from './ProblemList';
import {
  fieldsOf,
  isSubtask,
  newProblemFields,
  parseExamples,
  parseExtraFiles,
  serialiseExamples,
  serialiseExtraFiles,
  withSplitScores,
  type BasicFields,
  type Example,
  type ExtraFile,
} from './problemForm';

const CASE_MODES: Record<number, string[]> = {
  0: ['default', 'ergodic_without_error'],
  1: ['default', 'subtask_lowest', 'subtask_average'],
};

function ExtraFiles({ value, onChange, testId }: { value: ExtraFile[]; onChange: (v: ExtraFile[]) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      {value.map((f, i) => (
        <Row gutter={8} key={i} style={{ marginBottom: 8 }}>
          <Col xs={24} md={6}>
            <Input
              placeholder={t('Extra_File_Name')}
              value={f.name}
              onChange={(e) => onChange(value.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
            />
          </Col>
          <Col xs={20} md={16}>
            <Input.TextArea
              rows={2}
              placeholder={t('Extra_File_Content')}
              value={f.content}
              onChange={(e) => onChange(value.map((x, j) => (j === i ? { ...x, content: e.target.value } : x)))}
              style={{ fontFamily: 'monospace' }}
            />
          </Col>
          <Col xs={4} md={2}>
            <Button danger icon={<DeleteOutlined />} onClick={() => onChange(value.filter((_, j) => j !== i))} />
          </Col>
        </Row>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...value, { name: '', content: '' }])}>
        {t('Add_Extra_File')}
      </Button>
    </div>
  );
}

/** Problem editor (create and edit) with every field of groups-accounts-admin.md §3–§5. */
export default function ProblemEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const pid = params.problemId ? Number(params.problemId) : null;
  const { actor } = useSession();
  const canPublish = canManageProblem(actor, UNOWNED_PROBLEM);
  const lang = currentLanguage();

  const [form] = Form.useForm<BasicFields>();
  const [examples, setExamples] = useState<Example[]>([{ input: '', output: '' }]);
  const [tags, setTags] = useState<AdminTag[]>([]);
  const [tagInput, setTagInput] = useState('');
  const [languageIds, setLanguageIds] = useState<number[]>([]);
  const [templates, setTemplates] = useState<CodeTemplate[]>([]);
  const [checker, setChecker] = useState<CheckerState>({
    judgeMode: 'default',
    language: PROBLEM_DEFAULTS.spjLanguage,
    code: '',
    compiledOk: false,
  });
  const [userExtra, setUserExtra] = useState<ExtraFile[]>([]);
  const [judgeExtra, setJudgeExtra] = useState<ExtraFile[]>([]);
  const [cases, setCases] = useState<CasesState>({ isUpload: true, uploadDir: null, uploaded: [], manual: [] });
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(pid == null);

  const languages = useQuery({ queryKey: ['admin', 'languages'], queryFn: getAdminLanguages });
  const allTags = useQuery({ queryKey: ['admin', 'tags'], queryFn: getAllTags });
  const detail = useQuery({
    queryKey: ['admin', 'problem', pid],
    queryFn: async () => {
      const p = await getAdminProblem(pid!);
      const list = await getProblemCases(pid!, p.isUploadCase);
      return { p, list };
    },
    enabled: pid != null,
    gcTime: 0,
  });

  const type = Form.useWatch('type', form) ?? PROBLEM_DEFAULTS.type;
  const caseMode = Form.useWatch('judgeCaseMode', form) ?? 'default';
  const isFileIO = Form.useWatch('isFileIO', form) ?? false;

  // New problem: every language enabled by default.
  useEffect(() => {
    if (pid == null && languages.data && languageIds.length === 0) setLanguageIds(languages.data.map((l) => l.id));
  }, [pid, languages.data, languageIds.length]);

  useEffect(() => {
    if (!detail.data) return;
    const { p, list } = detail.data;
    form.setFieldsValue(fieldsOf(p));
    const ex = parseExamples(p.examples);
    setExamples(ex.length ? ex : [{ input: '', output: '' }]);
    setTags(p.tags);
    setLanguageIds(p.languages.map((l) => l.id));
    setTemplates(p.codeTemplates);
    setChecker({
      judgeMode: p.judgeMode,
      language: p.spjLanguage ?? PROBLEM_DEFAULTS.spjLanguage,
      code: p.spjCode ?? '',
      compiledOk: p.judgeMode !== 'default',
    });
    setUserExtra(parseExtraFiles(p.userExtraFile));
    setJudgeExtra(parseExtraFiles(p.judgeExtraFile));
    setCases(
      p.isUploadCase
        ? { isUpload: true, uploadDir: null, uploaded: list, manual: [] }
        : { isUpload: false, uploadDir: null, uploaded: [], manual: list },
    );
    setLoaded(true);
  }, [detail.data, form]);

  const difficultyOptions = useMemo(
    () => DIFFICULTIES.map((d) => ({ value: d.value, label: <Tag color={d.color}>{d.label[lang]}</Tag> })),
    [lang],
  );

  const addTag = (name: string) => {
    const n = name.trim();
    if (!n) return;
    if (tags.some((x) => x.name.toLowerCase() === n.toLowerCase())) {
      toast.warning(t('Add_Tag_Error'));
      return;
    }
    const existing = allTags.data?.find((x) => x.name.toLowerCase() === n.toLowerCase());
    setTags([...tags, existing ?? { name: n }]);
    setTagInput('');
  };

  const onTypeChange = (v: number) => {
    form.setFieldValue('judgeCaseMode', 'default');
    if (v === 1) setCases((c) => ({ ...c, uploaded: withSplitScores(c.uploaded), manual: withSplitScores(c.manual) }));
  };

  const templateOf = (lid: number) => templates.find((x) => x.lid === lid);
  const setTemplate = (lid: number, p: Partial<CodeTemplate>) =>
    setTemplates((list) =>
      list.some((x) => x.lid === lid)
        ? list.map((x) => (x.lid === lid ? { ...x, ...p } : x))
        : [...list, { lid, code: '', status: true, ...p }],
    );

  const save = async () => {
    let f: BasicFields;
    try {
      f = await form.validateFields();
    } catch {
      toast.error(t('Problem_Form_Invalid'));
      return;
    }
    if (checker.judgeMode !== 'default' && !checker.compiledOk) {
      toast.error(t('Checker_Needs_Compile'));
      return;
    }
    const list = cases.isUpload ? cases.uploaded : cases.manual;
    if (cases.isUpload && list.length === 0) {
      toast.error(t('Testcase_Zip_Required'));
      return;
    }
    const enabled = (languages.data ?? []).filter((l) => languageIds.includes(l.id));
    const dto: ProblemDto = {
      problem: {
        ...(pid != null ? { id: pid } : {}),
        ...f,
        judgeMode: checker.judgeMode,
        judgeCaseMode: f.type === 1 || !isSubtask(f.judgeCaseMode) ? f.judgeCaseMode : 'default',
        examples: serialiseExamples(examples.filter((e) => e.input || e.output)),
        spjCode: checker.judgeMode === 'default' ? null : checker.code,
        spjLanguage: checker.judgeMode === 'default' ? null : checker.language,
        userExtraFile: serialiseExtraFiles(userExtra),
        judgeExtraFile: serialiseExtraFiles(judgeExtra),
        isUploadCase: cases.isUpload,
      },
      samples: list.map((c) => ({ input: c.input, output: c.output, score: c.score, groupNum: c.groupNum })),
      isUploadTestCase: cases.isUpload,
      uploadTestcaseDir: cases.isUpload ? cases.uploadDir : null,
      judgeMode: checker.judgeMode,
      languages: enabled.map((l) => ({ id: l.id, name: l.name })),
      tags,
      codeTemplates: templates.filter((x) => languageIds.includes(x.lid) && (x.status || x.code)),
    };
    setSaving(true);
    try {
      const saved = pid == null ? await createProblem(dto) : await updateProblem(dto);
      toast.success(t(pid == null ? 'Create_Successfully' : 'Update_Successfully'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      if (pid == null) navigate('/manage/problems');
      else setCases((c) => ({ ...c, uploadDir: null, uploaded: c.isUpload ? c.uploaded : [] }));
      void saved;
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  if (!loaded) return <Spin style={{ display: 'block', margin: 40 }} />;

  return (
    <Card title={<span className="panel-title">{t(pid == null ? 'Create_Problem' : 'Edit_Problem')}</span>} data-testid="problem-edit">
      <Form<BasicFields> form={form} layout="vertical" initialValues={newProblemFields(canPublish)} requiredMark>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item
              name="problemId"
              label={t('Problem_Display_ID')}
              rules={[{ required: true, whitespace: true, message: t('Problem_Display_ID_Required') }]}
              normalize={(v: string) => v.toUpperCase()}
            >
              <Input data-testid="f-problemId" />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item name="title" label={t('Problem_Title')} rules={[{ required: true, whitespace: true, message: t('Title_Required') }]}>
              <Input data-testid="f-title" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="timeLimit" label={`${t('Time_Limit')} (ms)`} rules={[{ required: true }]}>
              <InputNumber min={1} max={60000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="memoryLimit" label={`${t('Memory_Limit')} (MB)`} rules={[{ required: true }]}>
              <InputNumber min={1} max={4096} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="stackLimit" label={`${t('Stack_Limit')} (MB)`} rules={[{ required: true }]}>
              <InputNumber min={1} max={4096} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="difficulty" label={t('Problem_Difficulty')}>
              <Select options={difficultyOptions} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="type" label={t('Problem_Type')}>
              <Radio.Group onChange={(e) => onTypeChange(e.target.value)} data-testid="f-type">
                <Radio value={0}>ACM</Radio>
                <Radio value={1}>OI</Radio>
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="auth" label={t('Problem_Auth')}>
              <Select options={AUTH_OPTIONS.map((o) => ({ value: o.value, label: t(o.key), disabled: o.value === 1 && !canPublish }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="codeShare" label={t('Code_Share')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="isRemoveEndBlank" label={t('Remove_End_Blank')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="openCaseResult" label={t('Open_Case_Result')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>

        <Form.Item name="description" label={t('Problem_Description')}>
          <MarkdownEditor allowFiles={canPublish || true} testId="f-description" />
        </Form.Item>
        <Form.Item name="input" label={t('Input_Description')} rules={[{ required: true, whitespace: true, message: t('Input_Required') }]}>
          <MarkdownEditor rows={5} testId="f-input" />
        </Form.Item>
        <Form.Item name="output" label={t('Output_Description')} rules={[{ required: true, whitespace: true, message: t('Output_Required') }]}>
          <MarkdownEditor rows={5} testId="f-output" />
        </Form.Item>

        <Divider titlePlacement="start">{t('Problem_Examples')}</Divider>
        {examples.map((e, i) => (
          <Row gutter={8} key={i} style={{ marginBottom: 8 }}>
            <Col xs={24} md={11}>
              <Input.TextArea rows={3} placeholder={`${t('Example_Input')} ${i + 1}`} value={e.input} onChange={(v) => setExamples(examples.map((x, j) => (j === i ? { ...x, input: v.target.value } : x)))} />
            </Col>
            <Col xs={20} md={11}>
              <Input.TextArea rows={3} placeholder={`${t('Example_Output')} ${i + 1}`} value={e.output} onChange={(v) => setExamples(examples.map((x, j) => (j === i ? { ...x, output: v.target.value } : x)))} />
            </Col>
            <Col xs={4} md={2}>
              <Button danger icon={<DeleteOutlined />} onClick={() => setExamples(examples.filter((_, j) => j !== i))} />
            </Col>
          </Row>
        ))}
        <Space>
          <Button icon={<PlusOutlined />} onClick={() => setExamples([...examples, { input: '', output: '' }])}>
            {t('Add_Example')}
          </Button>
          {examples.length > MAX_ADVISED_EXAMPLES && <span style={{ color: '#e6a23c' }}>{t('Examples_Advice', { n: MAX_ADVISED_EXAMPLES })}</span>}
        </Space>

        <Form.Item name="hint" label={t('Problem_Hint')} style={{ marginTop: 16 }}>
          <MarkdownEditor rows={4} />
        </Form.Item>
        <Form.Item name="source" label={t('Problem_Source')}>
          <Input />
        </Form.Item>

        <Form.Item label={t('Problem_Tags')}>
          <Space wrap>
            {tags.map((x) => (
              <Tag key={x.name} color={x.color ?? undefined} closable onClose={() => setTags(tags.filter((y) => y.name !== x.name))}>
                {x.name}
              </Tag>
            ))}
            <AutoComplete
              style={{ width: 200 }}
              value={tagInput}
              onChange={setTagInput}
              onSelect={(v: string) => addTag(v)}
              placeholder={t('Tag_Search_Or_Add')}
              options={(allTags.data ?? [])
                .filter((x) => x.name.toLowerCase().includes(tagInput.trim().toLowerCase()))
                .slice(0, 20)
                .map((x) => ({ value: x.name }))}
              data-testid="tag-input"
            />
            <Button size="small" icon={<PlusOutlined />} onClick={() => addTag(tagInput)} data-testid="tag-add">
              {t('Add')}
            </Button>
          </Space>
        </Form.Item>

        <Form.Item label={t('Problem_Languages')} required>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Checkbox
              checked={languageIds.length === (languages.data?.length ?? 0)}
              indeterminate={languageIds.length > 0 && languageIds.length < (languages.data?.length ?? 0)}
              onChange={(e) => setLanguageIds(e.target.checked ? (languages.data ?? []).map((l) => l.id) : [])}
            >
              {t('Select_All')}
            </Checkbox>
            <Checkbox.Group
              value={languageIds}
              onChange={(v) => setLanguageIds(v as number[])}
              options={(languages.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            />
          </Space>
        </Form.Item>

        <Form.Item label={t('Code_Templates')}>
          <Collapse
            size="small"
            items={(languages.data ?? [])
              .filter((l) => languageIds.includes(l.id))
              .map((l) => {
                const tpl = templateOf(l.id);
                return {
                  key: String(l.id),
                  label: (
                    <Space>
                      {l.name}
                      {tpl?.status && <Tag color="green">{t('Enabled')}</Tag>}
                    </Space>
                  ),
                  children: (
                    <>
                      <Space style={{ marginBottom: 8 }}>
                        {t('Enable_Template')}
                        <Switch checked={tpl?.status ?? false} onChange={(status) => setTemplate(l.id, { status })} />
                      </Space>
                      <Input.TextArea
                        rows={8}
                        value={tpl?.code ?? ''}
                        onChange={(e) => setTemplate(l.id, { code: e.target.value })}
                        style={{ fontFamily: 'monospace' }}
                        spellCheck={false}
                      />
                    </>
                  ),
                };
              })}
          />
        </Form.Item>

        <Divider titlePlacement="start">{t('Judge_Mode')}</Divider>
        <CheckerEditor
          value={checker}
          onChange={setChecker}
          languages={languages.data ?? []}
          pid={pid}
          extraFiles={judgeExtra.length ? Object.fromEntries(judgeExtra.map((f) => [f.name.trim(), f.content])) : null}
        />

        <Divider titlePlacement="start">{t('Extra_Files')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <h4>{t('User_Extra_File')}</h4>
            <ExtraFiles value={userExtra} onChange={setUserExtra} testId="user-extra" />
          </Col>
          <Col xs={24} md={12}>
            <h4>{t('Judge_Extra_File')}</h4>
            <ExtraFiles value={judgeExtra} onChange={(v) => { setJudgeExtra(v); setChecker((c) => ({ ...c, compiledOk: c.judgeMode === 'default' })); }} testId="judge-extra" />
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('File_IO')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={4}>
            <Form.Item name="isFileIO" label={t('File_IO')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {isFileIO && (
            <>
              <Col xs={12} md={10}>
                <Form.Item name="ioReadFileName" label={t('IO_Read_File_Name')} rules={[{ required: true, whitespace: true, message: t('File_IO_Name_Required') }]}>
                  <Input placeholder="data.in" />
                </Form.Item>
              </Col>
              <Col xs={12} md={10}>
                <Form.Item name="ioWriteFileName" label={t('IO_Write_File_Name')} rules={[{ required: true, whitespace: true, message: t('File_IO_Name_Required') }]}>
                  <Input placeholder="data.out" />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>

        <Divider titlePlacement="start">{t('Judge_Case_Mode')}</Divider>
        <Form.Item name="judgeCaseMode">
          <Radio.Group options={(CASE_MODES[type] ?? CASE_MODES[0]).map((m) => ({ value: m, label: t(`Case_Mode_${m}${m === 'default' && type === 1 ? '_OI' : ''}`) }))} />
        </Form.Item>

        <Divider titlePlacement="start">{t('Test_Data')}</Divider>
        <CasesEditor value={cases} onChange={setCases} type={type} caseMode={caseMode} />

        <Divider />
        <Space>
          <Button type="primary" size="large" loading={saving} onClick={() => void save()} data-testid="problem-save">
            {t('Save')}
          </Button>
          <Button size="large" onClick={() => navigate('/manage/problems')}>
            {t('Cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
