import { Link } from '@tanstack/react-router';
import { PaymentBadges } from '../ui/PaymentBadges';
import { shopNow } from '../ui/shop-clock';
import { ABOUT_LINKS, COLLECTION_LINKS, HELP_LINKS } from './footer-links';
import { PAGES, PHONE, type SiteLink } from '../ui/site-links';
import './site-footer.css';

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly SiteLink[];
}) {
  return (
    <nav className="site-footer__group" aria-labelledby={`footer-${id}`}>
      <h2 id={`footer-${id}`} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              className="site-footer__link"
              data-testid={`footer-link-${link.key}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__columns">
          <FooterLinks id="help" title="Help" links={HELP_LINKS} />
          <FooterLinks id="about" title="About" links={ABOUT_LINKS} />
          <FooterLinks id="collections" title="Collections" links={COLLECTION_LINKS} />
          <section className="site-footer__group" aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              Talk to us
            </h2>
            <p className="site-footer__contact" data-testid="footer-contact">
              Questions about an order? Call us on{' '}
              <a href={PHONE.href} className="site-footer__link" data-testid="footer-phone">
                {PHONE.display}
              </a>{' '}
              or{' '}
              <Link
                to={PAGES.contactUs}
                hash="customerService"
                className="site-footer__link"
                data-testid="footer-contact-form"
              >
                send our customer service team a message
              </Link>
              .
            </p>
          </section>
        </div>
        <div className="site-footer__base">
          <PaymentBadges testId="footer-payment-methods" />
          <p className="site-footer__copyright" data-testid="footer-copyright">
            © Posy {shopNow().getFullYear()}. Fresh flowers and gifts, delivered across the UK.
          </p>
        </div>
      </div>
    </footer>
  );
}
