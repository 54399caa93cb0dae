import { useState } from 'react';
import { Alert, Button, Input, Modal, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { JudgeMode } from '@judge/shared';
import { compileHelper, type Language } from '../../../../api/admin-problem';
import { ApiError } from '../../../../api/http';
import type { CheckerState } from './problemForm';
import type { CompileCall } from './editorCalls';

interface Props {
  value: CheckerState;
  onChange: (v: CheckerState) => void;
  languages: Language[];
  pid: number | null;
  extraFiles: Record<string, string> | null;
  /** The compile call: the back office's, or a group's in the group editor. */
  compile?: CompileCall;
}

const MODES = [JudgeMode.DEFAULT, JudgeMode.SPJ, JudgeMode.INTERACTIVE] as const;
const MODE_KEYS: Record<string, string> = {
  [JudgeMode.DEFAULT]: 'Judge_Mode_Default',
  [JudgeMode.SPJ]: 'Judge_Mode_Spj',
  [JudgeMode.INTERACTIVE]: 'Judge_Mode_Interactive',
};

/** Judge mode with its info dialog; checker / interactor code with the Compile button and its result dialog. */
export default function CheckerEditor({
  value,
  onChange,
  languages,
  pid,
  extraFiles,
  compile: compileCall = compileHelper,
}: Props) {
  const { t } = useTranslation();
  const checkerLanguages = languages.filter((l) => l.isSpj);
  const kind = value.judgeMode === JudgeMode.INTERACTIVE ? JudgeMode.INTERACTIVE : JudgeMode.SPJ;
  const [compiling, setCompiling] = useState(false);

  const changeMode = (mode: string) => {
    onChange({
      ...value,
      judgeMode: mode,
      compiledOk: mode === JudgeMode.DEFAULT ? value.compiledOk : false,
    });
    Modal.info({ title: t(MODE_KEYS[mode]), content: t(`${MODE_KEYS[mode]}_Info`), okText: t('OK') });
  };
  const compile = async () => {
    setCompiling(true);
    try {
      await compileCall(kind, { pid, code: value.code, language: value.language, extraFiles });
      onChange({ ...value, compiledOk: true });
      Modal.success({ title: t('Compiled_Successfully'), okText: t('OK') });
    } catch (e) {
      onChange({ ...value, compiledOk: false });
      Modal.error({
        title: t('Compile_Error'),
        width: 720,
        okText: t('OK'),
        content: (
          <pre
            style={{ maxHeight: 400, overflow: 'auto', whiteSpace: 'pre-wrap' }}
            data-testid="compile-error"
          >
            {e instanceof ApiError ? e.message : String(e)}
          </pre>
        ),
      });
    } finally {
      setCompiling(false);
    }
  };

  return (
    <div data-testid="checker-editor">
      <Radio.Group
        value={value.judgeMode}
        onChange={(e) => changeMode(e.target.value)}
        options={MODES.map((m) => ({ value: m, label: t(MODE_KEYS[m]) }))}
      />
      {value.judgeMode !== JudgeMode.DEFAULT && (
        <div style={{ marginTop: 12 }}>
          <Space style={{ marginBottom: 8 }} wrap>
            <span>{t(kind === JudgeMode.SPJ ? 'Spj_Language' : 'Interactive_Language')}</span>
            <Select
              style={{ width: 200 }}
              value={value.language}
              onChange={(language) => onChange({ ...value, language, compiledOk: false })}
              options={checkerLanguages.map((l) => ({ value: l.name, label: l.name }))}
              data-testid="checker-language"
            />
            <Button
              type="primary"
              onClick={() => void compile()}
              disabled={!value.code.trim()}
              loading={compiling}
              data-testid="compile-checker"
            >
              {t('Compile')}
            </Button>
          </Space>
          {!value.compiledOk && value.code.trim() !== '' && (
            <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('Checker_Needs_Compile')} />
          )}
          <Input.TextArea
            rows={14}
            value={value.code}
            onChange={(e) => onChange({ ...value, code: e.target.value, compiledOk: false })}
            style={{ fontFamily: 'monospace' }}
            spellCheck={false}
            data-testid="checker-code"
          />
        </div>
      )}
    </div>
  );
}
