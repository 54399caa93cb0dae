// The code panel of a problem: language, template, last accepted code, preferences, drafts,
// submit with live status, and the online test.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Modal, Popconfirm, Popover, Select, Skeleton, Space, Tag, Tooltip } from 'antd';
import {
  ExpandOutlined,
  CompressOutlined,
  HistoryOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EDITOR, INPUT_LIMITS, JudgeStatus, isInProgress, type EditorTheme } from '@judge/shared';
import { initialEditorState, saveDraft, type EditorDraft } from '../../components/editor/prefs';
import { getLanguages, getLastAcCode, parseExamples, type ProblemDetail } from '../../api/problem';
import { newSubmitKey, resubmit, submitProblemJudge, type Submission } from '../../api/submission';
import { useSession } from '../../stores/session';
import { openLoginModal } from '../../stores/ui';
import { toast } from '../../utils/feedback';
import StatusTag from '../../components/solving/StatusTag';
import { useSubmissionWatch } from '../../components/solving/useSubmissionWatch';
import TestJudgePanel from './TestJudgePanel';

// CodeMirror is the largest part of the page: its chunk loads beside the statement instead of
// before it, so the statement shows first.
const CodeEditor = lazy(() => import('../../components/editor/CodeEditor'));

/** A problem solved inside a contest: submitted with the cid under its display id there. */
export interface ContestSolving {
  cid: number;
  displayId: string;
  /** OI without real-time results: a new submission overwrites the previous one, so ask first. */
  hiddenOi: boolean;
  /** The caller already has a submission on this problem in the contest. */
  submitted: boolean;
  /** Ended without after-contest submissions: "Contest has ended", no submit. */
  ended: boolean;
}

export default function EditorPanel({
  detail,
  focus,
  solved = false,
  onToggleFocus,
  onFinished,
  contest,
}: {
  detail: ProblemDetail;
  contest?: ContestSolving;
  focus: boolean;
  /** The user has an Accepted submission on this problem (shown before any new submission). */
  solved?: boolean;
  onToggleFocus: () => void;
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const p = detail.problem;
  // A contest problem is hidden from the public set, whose language call refuses it: inside a
  // contest the site's list serves the template fallback (the problem's own templates and
  // languages come with its detail).
  const langs = useQuery({
    queryKey: ['languages', contest ? 'all' : p.id],
    queryFn: () => getLanguages(contest ? {} : { pid: p.id }),
  });
  const templateOf = useCallback(
    (language: string) =>
      detail.codeTemplate[language] ?? langs.data?.find((l) => l.name === language)?.template ?? '',
    [detail.codeTemplate, langs.data],
  );
  const [state, setState] = useState<EditorDraft>(() =>
    initialEditorState(p.problemId, detail.languages, templateOf),
  );
  const [submitting, setSubmitting] = useState(false);
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [testOpen, setTestOpen] = useState(false);
  const submittedAt = useRef(0);
  /** The Idempotency-Key of the submit in flight or last failed, with the body it was made for. */
  const submitKey = useRef<{ sig: string; key: string } | null>(null);

  // Template text arrives with the language table: fill an untouched empty editor. Only the
  // table's arrival triggers this; later edits of the code or language must not refill it.
  useEffect(() => {
    if (langs.data && !state.code && state.language)
      setState((s) => ({ ...s, code: templateOf(s.language!) }));
  }, [langs.data]);

  // Draft and preferences saved as they change (and so when leaving the problem).
  useEffect(() => {
    const h = setTimeout(() => saveDraft(p.problemId, state), 300);
    return () => clearTimeout(h);
  }, [p.problemId, state]);
  // ...and at once when the page is left or the panel goes, so a change of the last 300 ms (the
  // recently passed code just loaded) is not lost to the debounce.
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    const flush = () => saveDraft(p.problemId, latest.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [p.problemId]);

  const busy = submitting || (!!submission && isInProgress(submission.status));
  useSubmissionWatch(
    submission && isInProgress(submission.status) ? [submission.submitId] : [],
    (m) => {
      const s = submission ? m[String(submission.submitId)] : undefined;
      if (!s) return;
      setSubmission(s);
      if (!isInProgress(s.status)) {
        (window as unknown as { __lastVerdictMs?: number }).__lastVerdictMs =
          Date.now() - submittedAt.current;
        onFinished();
      }
    },
    contest?.cid,
  );

  function validate(): boolean {
    if (!state.code.trim()) {
      toast.error(t('Code_can_not_be_empty'));
      return false;
    }
    if (state.code.length > INPUT_LIMITS.codeMax) {
      toast.error(t('Code_Length_can_not_exceed_65535'));
      return false;
    }
    return true;
  }

  async function submit() {
    if (!isAuthenticated) {
      toast.warning(t('Please_login_first'));
      openLoginModal();
      return;
    }
    if (!state.language || !validate()) return;
    // OI contest without real-time results: the new submission replaces the one already made.
    if (contest?.hiddenOi && (contest.submitted || submission)) {
      const ok = await new Promise<boolean>((resolve) =>
        Modal.confirm({
          title: t('You_have_submission_in_this_problem_sure_to_cover_it'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
      if (!ok) return;
    }
    setSubmitting(true);
    submittedAt.current = Date.now();
    const body = {
      pid: contest ? contest.displayId : p.problemId,
      language: state.language,
      code: state.code,
      ...(contest ? { cid: contest.cid } : {}),
      // A group problem is judged under the group's judge switch (HOJ sends its gid).
      ...(!contest && p.gid != null ? { gid: p.gid } : {}),
    };
    // The same code submitted again after a failed call keeps its key, so a submit the server
    // wrote but could not answer is not made twice; a success or other code starts a new key.
    const sig = JSON.stringify(body);
    if (submitKey.current?.sig !== sig) submitKey.current = { sig, key: newSubmitKey() };
    try {
      const s = await submitProblemJudge(body, submitKey.current.key);
      submitKey.current = null;
      setSubmission(s);
      toast.success(
        t(
          s.status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT
            ? 'Submitted_Not_Result'
            : 'Submitted_successfully',
        ),
      );
    } catch {
      /* the error was shown; only the loading state resets (site.md §8) */
    } finally {
      setSubmitting(false);
    }
  }

  async function loadLastAc() {
    const r = await getLastAcCode(p.id);
    setState((s) => ({
      ...s,
      code: r.code,
      language: detail.languages.includes(r.language) ? r.language : s.language,
    }));
    toast.success(t('Problem_Last_AC_Loaded'));
  }

  const samples = useMemo(() => parseExamples(p.examples), [p.examples]);
  const settings = (
    <Space orientation="vertical" style={{ width: 220 }} data-testid="editor-settings">
      <span>{t('Editor_Theme')}</span>
      <Select<EditorTheme>
        value={state.theme}
        onChange={(theme) => setState((s) => ({ ...s, theme }))}
        options={EDITOR.themes.map((v) => ({ value: v, label: EDITOR.themeLabels[v] }))}
        style={{ width: '100%' }}
        data-testid="editor-theme"
      />
      <span>{t('Editor_Font_Size')}</span>
      <Select
        value={state.fontSize}
        onChange={(fontSize) => setState((s) => ({ ...s, fontSize }))}
        options={EDITOR.fontSizes.map((v) => ({ value: v, label: `${v}px` }))}
        style={{ width: '100%' }}
      />
      <span>{t('Editor_Tab_Size')}</span>
      <Select
        value={state.tabSize}
        onChange={(tabSize) => setState((s) => ({ ...s, tabSize }))}
        options={EDITOR.tabSizes.map((v) => ({ value: v, label: t('Editor_N_Spaces', { n: v }) }))}
        style={{ width: '100%' }}
      />
    </Space>
  );

  return (
    <Card className="editor-card" data-testid="editor-panel">
      <div className="editor-toolbar">
        <Space wrap>
          <span>{t('Editor_Language')}:</span>
          <Select
            value={state.language ?? undefined}
            onChange={(language) =>
              setState((s) => ({
                ...s,
                language,
                code:
                  !s.code.trim() || s.code === templateOf(s.language ?? '') ? templateOf(language) : s.code,
              }))
            }
            options={detail.languages.map((l) => ({ value: l, label: l }))}
            // Typing a language's name picks it from the keyboard; 18 rows need no virtual list.
            showSearch
            virtual={false}
            style={{ width: 180 }}
            data-testid="editor-language"
          />
          <Popconfirm
            title={t('Editor_Reset_Confirm')}
            onConfirm={() => setState((s) => ({ ...s, code: templateOf(s.language ?? '') }))}
          >
            <Tooltip title={t('Editor_Reset_Code')}>
              <Button icon={<ReloadOutlined />} />
            </Tooltip>
          </Popconfirm>
          {isAuthenticated && (
            // The editor's code is replaced: ask first, it may hold work not yet submitted.
            <Popconfirm title={t('Problem_Last_AC_Confirm')} onConfirm={() => void loadLastAc()}>
              <Tooltip title={t('Problem_Get_Last_AC')}>
                <Button icon={<HistoryOutlined />} data-testid="last-ac" />
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
        <Space>
          <Popover content={settings} trigger="click" placement="bottomRight">
            <Button icon={<SettingOutlined />} data-testid="editor-settings-button" />
          </Popover>
          <Tooltip title={focus ? t('Problem_Exit_Focus') : t('Problem_Focus_Mode')}>
            <Button
              icon={focus ? <CompressOutlined /> : <ExpandOutlined />}
              onClick={onToggleFocus}
              data-testid="focus-toggle"
            />
          </Tooltip>
        </Space>
      </div>
      <Suspense
        fallback={
          <div className="code-editor-loading" style={{ height: EDITOR.defaultHeight }}>
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        }
      >
        <CodeEditor
          value={state.code}
          onChange={(code) => setState((s) => ({ ...s, code }))}
          language={state.language ?? ''}
          theme={state.theme}
          fontSize={state.fontSize}
          tabSize={state.tabSize}
          height={EDITOR.defaultHeight}
        />
      </Suspense>
      <div className="editor-footer">
        {/* data-submit-id lets a watcher tell this submission's status from the previous one's. */}
        <div data-testid="submit-status-area" data-submit-id={submission?.submitId ?? ''}>
          {!isAuthenticated ? (
            <Alert type="info" showIcon title={t('Please_login_first')} />
          ) : contest?.ended && !submission ? (
            <Alert type="warning" showIcon title={t('Contest_has_ended')} data-testid="contest-ended-alert" />
          ) : !submission && solved ? (
            <Tag color="success" data-testid="solved-tag">
              {t('You_have_solved_the_problem')}
            </Tag>
          ) : submission ? (
            <Space wrap>
              <span>{t('Status')}:</span>
              <StatusTag
                status={submission.status}
                onClick={() =>
                  submission.status === JudgeStatus.SUBMITTED_FAILED
                    ? void resubmit(submission.submitId).then(setSubmission)
                    : navigate(`/submission-detail/${submission.submitId}`)
                }
              />
              {submission.status === JudgeStatus.ACCEPTED && (
                <Tag color="success">{t('You_have_solved_the_problem')}</Tag>
              )}
            </Space>
          ) : null}
        </div>
        <Space>
          <Button
            onClick={() => setTestOpen((o) => !o)}
            data-testid="online-test"
            style={{ color: '#19be6b', borderColor: '#19be6b' }}
          >
            {t('Online_Test')}
          </Button>
          <Button
            type="primary"
            loading={busy}
            disabled={busy || !!contest?.ended}
            onClick={() => void submit()}
            data-testid="submit-code"
          >
            {busy ? t('Submitting') : t('Submit')}
          </Button>
        </Space>
      </div>
      {submission?.status === JudgeStatus.COMPILE_ERROR && submission.errorMessage && (
        // The compiler's message where the code is, without a trip to the submission page.
        <Alert
          className="editor-compile-error"
          type="warning"
          showIcon
          title={t('Compile_Error')}
          description={<pre data-testid="editor-compile-error">{submission.errorMessage}</pre>}
          data-testid="editor-ce"
        />
      )}
      {testOpen && isAuthenticated && (
        <TestJudgePanel
          problemId={p.problemId}
          language={state.language}
          code={state.code}
          firstSample={samples[0]}
          validate={validate}
        />
      )}
      {testOpen && !isAuthenticated && (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('Please_login_first')} />
      )}
    </Card>
  );
}
