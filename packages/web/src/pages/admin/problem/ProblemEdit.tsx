// Problem editor (create and edit) with every field of groups-accounts-admin.md §3–§5. This file
// holds the state, loading and saving; each section of the form is its own component in edit/.
// In group mode (/group/:groupID/problem/create, /group/:groupID/problem/edit/:problemId, for the
// group's admins) the same form loads and saves through the group's calls (edit/editorCalls.ts):
// the display id is typed without the group's short name, which the server prefixes.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Divider, Form, Input, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JudgeMode, PROBLEM_DEFAULTS, ProblemType, canManageAllProblems, CaseMode } from '@judge/shared';
import type { AdminTag, CodeTemplate } from '../../../api/admin-problem';
import { useSession } from '../../../stores/session';
import { useGroup } from '../../../components/group/useGroup';
import { toast } from '../../../utils/feedback';
import MarkdownEditor from '../../../components/markdown-editor/MarkdownEditor';
import BasicFields from './edit/BasicFields';
import CaseModeField from './edit/CaseModeField';
import CasesEditor from './edit/CasesEditor';
import CheckerEditor from './edit/CheckerEditor';
import ExamplesEditor, { EMPTY_EXAMPLE } from './edit/ExamplesEditor';
import ExtraFilesSection from './edit/ExtraFilesSection';
import FileIOFields from './edit/FileIOFields';
import { LanguagesField, TemplatesField } from './edit/LanguagesField';
import StatementFields from './edit/StatementFields';
import TagsField from './edit/TagsField';
import {
  buildProblemDto,
  extraFilesMap,
  fieldsOf,
  newProblemFields,
  parseExamples,
  parseExtraFiles,
  withSplitScores,
  type BasicFields as Fields,
  type CasesState,
  type CheckerState,
  type Example,
  type ExtraFile,
} from './edit/problemForm';
import { groupEditorCalls, siteEditorCalls, withoutPrefix } from './edit/editorCalls';

const NEW_CHECKER: CheckerState = {
  judgeMode: JudgeMode.DEFAULT,
  language: PROBLEM_DEFAULTS.spjLanguage,
  code: '',
  compiledOk: false,
};
const NO_CASES: CasesState = { isUpload: true, uploadDir: null, uploaded: [], manual: [] };

export default function ProblemEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const pid = params.problemId ? Number(params.problemId) : null;
  const { actor } = useSession();
  const group = useGroup();
  const inGroup = params.groupID != null;
  const shortName = group.group?.shortName;
  // Inside a group "Public" means the group's members: every group admin may choose it.
  const canPublish = inGroup || canManageAllProblems(actor);
  const calls = useMemo(
    () => (inGroup ? groupEditorCalls(group.gid, shortName ?? '') : siteEditorCalls),
    [inGroup, group.gid, shortName],
  );

  const [form] = Form.useForm<Fields>();
  const [examples, setExamples] = useState<Example[]>([EMPTY_EXAMPLE]);
  const [tags, setTags] = useState<AdminTag[]>([]);
  const [languageIds, setLanguageIds] = useState<number[]>([]);
  const [templates, setTemplates] = useState<CodeTemplate[]>([]);
  const [checker, setChecker] = useState<CheckerState>(NEW_CHECKER);
  const [userExtra, setUserExtra] = useState<ExtraFile[]>([]);
  const [judgeExtra, setJudgeExtra] = useState<ExtraFile[]>([]);
  const [cases, setCases] = useState<CasesState>(NO_CASES);
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(pid == null);

  // Group mode waits for the group (its short name is the display id's prefix).
  const ready = !inGroup || shortName != null;
  const languages = useQuery({
    queryKey: [...calls.key, 'languages'],
    queryFn: calls.languages,
    enabled: ready,
  });
  const allTags = useQuery({ queryKey: [...calls.key, 'tags'], queryFn: calls.tags, enabled: ready });
  const detail = useQuery({
    queryKey: [...calls.key, 'problem', pid],
    queryFn: async () => {
      const p = await calls.detail(pid!);
      const list = await calls.cases(pid!, p.isUploadCase);
      return { p, list };
    },
    enabled: pid != null && ready,
    gcTime: 0,
  });
  const allLanguages = languages.data ?? [];

  const type = Form.useWatch('type', form) ?? PROBLEM_DEFAULTS.type;
  const caseMode = Form.useWatch('judgeCaseMode', form) ?? CaseMode.DEFAULT;
  const isFileIO = Form.useWatch('isFileIO', form) ?? false;

  // New problem: every language enabled by default.
  useEffect(() => {
    if (pid == null && languages.data && languageIds.length === 0)
      setLanguageIds(languages.data.map((l) => l.id));
  }, [pid, languages.data, languageIds.length]);

  useEffect(() => {
    if (!detail.data) return;
    const { p, list } = detail.data;
    const f = fieldsOf(p);
    form.setFieldsValue({ ...f, problemId: withoutPrefix(f.problemId, calls.idPrefix) });
    const ex = parseExamples(p.examples);
    setExamples(ex.length ? ex : [EMPTY_EXAMPLE]);
    setTags(p.tags);
    setLanguageIds(p.languages.map((l) => l.id));
    setTemplates(p.codeTemplates);
    setChecker({
      judgeMode: p.judgeMode,
      language: p.spjLanguage ?? PROBLEM_DEFAULTS.spjLanguage,
      code: p.spjCode ?? '',
      // A saved checker compiled before it was saved.
      compiledOk: p.judgeMode !== JudgeMode.DEFAULT,
    });
    setUserExtra(parseExtraFiles(p.userExtraFile));
    setJudgeExtra(parseExtraFiles(p.judgeExtraFile));
    setCases(
      p.isUploadCase ? { ...NO_CASES, uploaded: list } : { ...NO_CASES, isUpload: false, manual: list },
    );
    setLoaded(true);
  }, [detail.data, form, calls.idPrefix]);

  const onTypeChange = (v: number) => {
    form.setFieldValue('judgeCaseMode', CaseMode.DEFAULT);
    if (v === ProblemType.OI)
      setCases((c) => ({ ...c, uploaded: withSplitScores(c.uploaded), manual: withSplitScores(c.manual) }));
  };

  const onJudgeExtraChange = (v: ExtraFile[]) => {
    setJudgeExtra(v);
    // The checker compiles with the judge's extra files: a change needs a new compile.
    setChecker((c) => ({ ...c, compiledOk: c.judgeMode === JudgeMode.DEFAULT }));
  };

  const save = async () => {
    let f: Fields;
    try {
      f = await form.validateFields();
    } catch {
      toast.error(t('Problem_Form_Invalid'));
      return;
    }
    if (checker.judgeMode !== JudgeMode.DEFAULT && !checker.compiledOk) {
      toast.error(t('Checker_Needs_Compile'));
      return;
    }
    if (cases.isUpload && cases.uploaded.length === 0) {
      toast.error(t('Testcase_Zip_Required'));
      return;
    }
    const dto = buildProblemDto(f, {
      pid,
      examples,
      tags,
      languages: allLanguages,
      languageIds,
      templates,
      checker,
      userExtra,
      judgeExtra,
      cases,
    });
    setSaving(true);
    try {
      await calls.save(dto, pid == null);
      toast.success(t(pid == null ? 'Create_Successfully' : 'Update_Successfully'));
      await queryClient.invalidateQueries({ queryKey: calls.staleKey });
      if (pid == null) navigate(calls.listPath);
      // The uploaded zip is now the saved test data: a next save keeps it unless a new one comes.
      else setCases((c) => ({ ...c, uploadDir: null, uploaded: c.isUpload ? c.uploaded : [] }));
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  if (!loaded || !ready) return <Spin style={{ display: 'block', margin: 40 }} />;

  return (
    <Card
      title={<span className="panel-title">{t(pid == null ? 'Create_Problem' : 'Edit_Problem')}</span>}
      data-testid="problem-edit"
    >
      <Form<Fields> form={form} layout="vertical" initialValues={newProblemFields(canPublish)} requiredMark>
        <BasicFields canPublish={canPublish} onTypeChange={onTypeChange} idPrefix={calls.idPrefix} />
        <StatementFields />
        <ExamplesEditor value={examples} onChange={setExamples} />

        <Form.Item name="hint" label={t('Problem_Hint')} style={{ marginTop: 16 }}>
          <MarkdownEditor rows={4} />
        </Form.Item>
        <Form.Item name="source" label={t('Problem_Source')}>
          <Input />
        </Form.Item>

        <TagsField value={tags} onChange={setTags} known={allTags.data ?? []} />
        <LanguagesField languages={allLanguages} value={languageIds} onChange={setLanguageIds} />
        <TemplatesField
          languages={allLanguages.filter((l) => languageIds.includes(l.id))}
          value={templates}
          onChange={setTemplates}
        />

        <Divider titlePlacement="start">{t('Judge_Mode')}</Divider>
        <CheckerEditor
          value={checker}
          onChange={setChecker}
          languages={allLanguages}
          pid={pid}
          extraFiles={extraFilesMap(judgeExtra)}
          compile={calls.compile}
        />

        <ExtraFilesSection
          user={userExtra}
          judge={judgeExtra}
          onUserChange={setUserExtra}
          onJudgeChange={onJudgeExtraChange}
        />
        <FileIOFields enabled={isFileIO} />
        <CaseModeField type={type} />

        <Divider titlePlacement="start">{t('Test_Data')}</Divider>
        <CasesEditor
          value={cases}
          onChange={setCases}
          type={type}
          caseMode={caseMode}
          upload={calls.upload}
        />

        <Divider />
        <Space>
          <Button
            type="primary"
            size="large"
            loading={saving}
            onClick={() => void save()}
            data-testid="problem-save"
          >
            {t('Save')}
          </Button>
          <Button size="large" onClick={() => navigate(calls.listPath)}>
            {t('Cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
