// Server-renders the orders page in plain Node through the kit's ESM entry points (`import`).
import * as React from 'react';
import * as server from 'react-dom/server';
import * as styled from 'styled-components';
import * as kit from '@retoma/ui';
import * as format from '@retoma/ui/format';
import * as charts from '@retoma/ui/charts';
import ordersPage from './ordersPage.cjs';

if (typeof charts.LineChart !== 'function') throw new Error('@retoma/ui/charts has no LineChart');
ordersPage.renderOrdersPage({ kit, format, React, server, styled });
