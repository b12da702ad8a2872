import type { Translation } from '../../keys.ts';
import account from './account.json' with { type: 'json' };
import careers from './careers.json' with { type: 'json' };
import cart from './cart.json' with { type: 'json' };
import checkout from './checkout.json' with { type: 'json' };
import cms from './cms.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import contentPages from './content-pages.json' with { type: 'json' };
import editor from './editor.json' with { type: 'json' };
import estimation from './estimation.json' with { type: 'json' };
import externalSignIn from './external-sign-in.json' with { type: 'json' };
import gifts from './gifts.json' with { type: 'json' };
import leadForm from './lead-form.json' with { type: 'json' };
import leadPages from './lead-pages.json' with { type: 'json' };
import leads from './leads.json' with { type: 'json' };
import location from './location.json' with { type: 'json' };
import messages from './messages.json' with { type: 'json' };
import newsletter from './newsletter.json' with { type: 'json' };
import notify from './notify.json' with { type: 'json' };
import passwordReset from './password-reset.json' with { type: 'json' };
import retention from './retention.json' with { type: 'json' };
import search from './search.json' with { type: 'json' };
import staff from './staff.json' with { type: 'json' };
import support from './support.json' with { type: 'json' };

/**
 * This language's strings by namespace; the same file in every language folder. `satisfies` makes a
 * key missing from one of the JSON files a compile error.
 */
export default {
  account,
  cart,
  careers,
  checkout,
  cms,
  common,
  contentPages,
  editor,
  estimation,
  externalSignIn,
  gifts,
  leadForm,
  leadPages,
  leads,
  location,
  messages,
  notify,
  passwordReset,
  newsletter,
  retention,
  search,
  staff,
  support,
} satisfies Translation;
