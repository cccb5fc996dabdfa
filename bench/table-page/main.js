// The baseline of the source-list page bench (bench/src/source-list-page.ts): a bare antd Table of
// the rows the bench read from the console's page (__TABLE__, its column titles and cell texts),
// on an otherwise empty React page. Plain JavaScript, like bare-server.mjs: no JSX, no TypeScript.
import { Table } from 'antd';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/* global __TABLE__, document */
const { titles, rows } = __TABLE__;
const columns = titles.map((title, index) => ({ title, dataIndex: String(index), key: String(index) }));
const dataSource = rows.map((cells, row) => ({ key: row, ...cells }));

createRoot(document.getElementById('root')).render(createElement(Table, { columns, dataSource, pagination: false }));
