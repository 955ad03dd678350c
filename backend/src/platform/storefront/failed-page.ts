/**
 * The last resort when the renderer itself fails: the error page's words (docs/rules-storefront.md
 * "Not-found and error pages") as plain HTML with the ways back, styled by nothing but the browser.
 */
export const FAILED_PAGE_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Something went wrong | Posy</title>
  </head>
  <body>
    <main>
      <h1>Oops! There was an error.</h1>
      <p>Oops! Something has gone wrong with this page - please refresh the page, or try one of the following links</p>
      <ul>
        <li><a href="/">Homepage</a></li>
        <li><a href="/category/flowers">Flowers</a></li>
        <li><a href="/category/house-plants">Plants</a></li>
        <li><a href="/hamper-delivery">Hampers</a></li>
      </ul>
    </main>
  </body>
</html>
`;
