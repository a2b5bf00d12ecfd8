import { useCoreStore, useTranslation } from '../../core/react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { IsolatedSentence, slot } from '../../ui/ServerText';
import { LoadFailure } from '../../ui/LoadFailure';
import { useConsoleMenu } from '../shell/useConsoleMenu';
import { homeCards, type HomeCard } from './home-cards';

/** The console's own landing page ('default'): a greeting and a card for each part of the menu. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCoreStore('$user');
  const proxy = useCoreStore('$proxy');
  const menu = useConsoleMenu();
  const cards = homeCards(menu.items, menu.profileItems, t('home.profile'));

  return (
    <section className="page home" aria-labelledby="idm-home-title">
      <h1 id="idm-home-title">
        <IsolatedSentence text={t('console.welcome', { name: slot('name') })} values={{ name: user?.fullName ?? '' }} />
      </h1>
      <p className="home-intro">
        {proxy ? t('home.introProxy', { name: proxy.fullName || proxy.dn }) : t('console.chooseFromMenu')}
      </p>
      {menu.isPending ? (
        <ComponentLoader />
      ) : menu.error ? (
        <LoadFailure what={t('console.menuFailed')} error={menu.error} onRetry={menu.retry} />
      ) : cards.length === 0 ? (
        <p>{t('home.empty')}</p>
      ) : (
        <ul className="home-cards">
          {cards.map((card) => (
            <HomeCardItem key={card.title} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HomeCardItem({ card }: { card: HomeCard }) {
  return (
    <li className="home-card">
      <h2 className="home-card-title">{card.title}</h2>
      <ul className="home-card-links">
        {card.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.name}</a>
          </li>
        ))}
      </ul>
    </li>
  );
}
