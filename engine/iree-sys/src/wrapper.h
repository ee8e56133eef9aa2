// Everything the engine calls: the high-level runtime API and the
// parameter (weights) machinery.
#include "iree/runtime/api.h"
#include "iree/base/tooling/flags.h"
#include "iree/io/file_handle.h"
#include "iree/io/formats/parser_registry.h"
#include "iree/io/parameter_index.h"
#include "iree/io/parameter_index_provider.h"
#include "iree/modules/io/parameters/module.h"
#include "iree/io/formats/irpa/irpa_builder.h"
