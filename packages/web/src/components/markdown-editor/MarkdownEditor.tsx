import { useRef, useState } from 'react';
import { Button, Input, Segmented, Space, Upload } from 'antd';
import { FileAddOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import Markdown from '../Markdown';
import { uploadMdFile, uploadMdImage } from '../../api/admin-problem';
import { toast } from '../../utils/feedback';

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (v: string) => void;
  rows?: number;
  /** Offer the attachment button (admin role only, spec §6). */
  allowFiles?: boolean;
  testId?: string;
}

/** Markdown text with a sanitised preview (same renderer as the site) and image / file upload. */
export default function MarkdownEditor({
  value = '',
  onChange,
  rows = 8,
  allowFiles = true,
  testId,
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'edit' | 'preview' | 'split'>('split');
  const area = useRef<{ resizableTextArea?: { textArea: HTMLTextAreaElement } } | null>(null);

  const insert = (snippet: string) => {
    const el = area.current?.resizableTextArea?.textArea;
    const at = el ? el.selectionStart : value.length;
    onChange?.(value.slice(0, at) + snippet + value.slice(at));
  };
  const upload = (kind: 'img' | 'file') => async (file: File) => {
    try {
      if (kind === 'img') {
        const r = await uploadMdImage(file);
        insert(`![${file.name.replace(/[[\]]/g, '')}](${r.link})`);
      } else {
        const r = await uploadMdFile(file);
        insert(`[${r.name.replace(/[[\]]/g, '')}](${r.link})`);
      }
      toast.success(t('Upload_Successfully'));
    } catch {
      /* the HTTP client showed the server's message */
    }
    return false;
  };

  const editor = (
    <Input.TextArea
      ref={area as never}
      value={value}
      rows={rows}
      onChange={(e) => onChange?.(e.target.value)}
      data-testid={testId}
      style={{ fontFamily: 'monospace' }}
    />
  );
  const preview = (
    <div
      className="md-editor-preview"
      style={{
        border: '1px solid #e5e5e5',
        borderRadius: 6,
        padding: '4px 12px',
        minHeight: rows * 22,
        overflow: 'auto',
      }}
    >
      {value ? <Markdown>{value}</Markdown> : <span style={{ color: '#999' }}>{t('Md_Preview_Empty')}</span>}
    </div>
  );
  return (
    <div className="md-editor">
      <Space style={{ marginBottom: 6 }} wrap>
        <Segmented
          size="small"
          value={mode}
          onChange={(v) => setMode(v as typeof mode)}
          options={[
            { value: 'edit', label: t('Md_Edit') },
            { value: 'split', label: t('Md_Split') },
            { value: 'preview', label: t('Md_Preview') },
          ]}
        />
        <Upload accept=".gif,.jpg,.jpeg,.png,.bmp,.webp" showUploadList={false} beforeUpload={upload('img')}>
          <Button size="small" icon={<PictureOutlined />}>
            {t('Md_Upload_Image')}
          </Button>
        </Upload>
        {allowFiles && (
          <Upload showUploadList={false} beforeUpload={upload('file')}>
            <Button size="small" icon={<FileAddOutlined />}>
              {t('Md_Upload_File')}
            </Button>
          </Upload>
        )}
      </Space>
      {mode === 'edit' && editor}
      {mode === 'preview' && preview}
      {mode === 'split' && (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          {editor}
          {preview}
        </div>
      )}
    </div>
  );
}
