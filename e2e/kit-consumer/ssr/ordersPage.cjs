// The orders page of the consumer app (src/OrdersPage.tsx), written without JSX so plain Node runs it, and rendered
// on the server with styled-components' style sheet. The modules are handed in, so render.mjs exercises Node's
// `import` of the kit and render.cjs its `require`.

const ORDERS = [
  { id: 1, product: 'Cafeteira italiana', customer: 'Ana Souza', placedOn: '2026-03-02', total: 1234.5 },
  { id: 2, product: 'Jogo de xícaras', customer: 'Bruno Lima', placedOn: '2026-03-05', total: 89.9 },
  { id: 3, product: 'Moedor de café', customer: 'Carla Dias', placedOn: '2026-03-09', total: 2378 },
];

const COLUMNS = [
  { id: 'product', header: 'Produto', isRowHeader: true },
  { id: 'customer', header: 'Cliente' },
  { id: 'placedOn', header: 'Data', format: 'date' },
  { id: 'total', header: 'Total', format: 'currency' },
];

/** Prints `{ html, css }` as JSON: the markup and the style tags a server would send with it. */
exports.renderOrdersPage = function renderOrdersPage({ kit, format, React, server, styled }) {
  const h = React.createElement;
  const grandTotal = ORDERS.reduce((sum, order) => sum + order.total, 0);
  const page = h(
    kit.UiProvider,
    { themeName: 'light', locale: 'pt' },
    h(
      'main',
      null,
      h('h1', null, 'Pedidos'),
      h(kit.DataTable, {
        'aria-label': 'Pedidos',
        columns: COLUMNS,
        rows: ORDERS,
        total: ORDERS.length,
        page: 1,
        perPage: kit.DEFAULT_PAGE_SIZE,
        sort: null,
        onChange: () => {},
      }),
      h('p', null, `Total dos pedidos: ${format.formatPrice(grandTotal, { currency: true })}`),
      h(kit.Button, null, 'Exportar pedidos'),
    ),
  );
  const sheet = new styled.ServerStyleSheet();
  try {
    const html = server.renderToString(sheet.collectStyles(page));
    process.stdout.write(JSON.stringify({ html, css: sheet.getStyleTags() }));
  } finally {
    sheet.seal();
  }
};
