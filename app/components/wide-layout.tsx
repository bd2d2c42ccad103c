import { EditorPane } from './editor-pane.tsx';
import { IndexPanel } from './index-panel.tsx';
import { InputsPanel } from './inputs-panel.tsx';
import { LazyDiscoveryPanel as DiscoveryPanel } from './lazy-views.tsx';
import { OutputTabs } from './output-tabs.tsx';
import { SplitPane } from './split-pane.tsx';

/**
 * Side by side, from 900 px: inputs on the left (controls over the editor); on the
 * right the index, the product's main output, takes the larger share, over the
 * turn's details and the discovery chain. Every handle has a name, so a screen
 * reader says what it resizes and the arrow keys move it.
 */
export function WideLayout() {
  return (
    <SplitPane direction="row" label="Resize the inputs against the outputs" initial={32} min={[20, 30]}>
      <SplitPane
        direction="column"
        label="Resize the controls against the editor"
        initial={58}
        min={[10, 15]}
        contain={[true, false]}
      >
        <InputsPanel />
        <EditorPane />
      </SplitPane>
      <SplitPane
        direction="column"
        label="Resize the index against the details"
        initial={55}
        min={[15, 20]}
        contain={[true, true]}
      >
        <IndexPanel />
        {/* The turn's details and the discovery chain side by side: each keeps its full height. */}
        <SplitPane
          direction="row"
          label="Resize the details against the discovery chain"
          initial={56}
          min={[20, 20]}
        >
          <OutputTabs />
          <DiscoveryPanel />
        </SplitPane>
      </SplitPane>
    </SplitPane>
  );
}
