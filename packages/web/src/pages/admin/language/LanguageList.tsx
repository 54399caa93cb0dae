import { Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAdminLanguages, type Language } from '../../../api/admin-problem';

/** The local judge's languages (read-only view): name, description, compile command, checker use. */
export default function LanguageList() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['admin', 'languages'], queryFn: getAdminLanguages });
  return (
    <Card title={<span className="panel-title">{t('Language_List')}</span>}>
      <Table<Language>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 800 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: t('Language_Name'), dataIndex: 'name', width: 180 },
          { title: t('Language_Description'), dataIndex: 'description', width: 220 },
          { title: t('Compile_Command'), dataIndex: 'compileCommand', render: (v: string | null) => <code>{v ?? '-'}</code> },
          { title: 'Content-Type', dataIndex: 'contentType', width: 150 },
          { title: t('Checker_Capable'), dataIndex: 'isSpj', width: 110, render: (v: boolean) => (v ? <Tag color="green">✓</Tag> : '-') },
        ]}
      />
    </Card>
  );
}
