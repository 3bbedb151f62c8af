// Server-renders the orders page in plain Node through the kit's CommonJS entry points (`require`).
const React = require('react');
const server = require('react-dom/server');
const styled = require('styled-components');
const kit = require('@retoma/ui');
const format = require('@retoma/ui/format');
const charts = require('@retoma/ui/charts');
const { renderOrdersPage } = require('./ordersPage.cjs');

if (typeof charts.LineChart !== 'function') throw new Error('@retoma/ui/charts has no LineChart');
renderOrdersPage({ kit, format, React, server, styled });
