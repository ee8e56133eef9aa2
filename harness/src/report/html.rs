//! Placeholder replaced below.
use crate::diff::DiffReport;
pub fn render(report: &DiffReport) -> anyhow::Result<String> {
    Ok(format!("<pre>{}</pre>", crate::diff::table::render(report)))
}
