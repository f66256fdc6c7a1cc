<#
.SYNOPSIS
  Build Tarocchi for Windows: the PyInstaller folder, a zip of it, and the Inno Setup installer.

.DESCRIPTION
  Run from any folder, in PowerShell 5.1 or 7, on Windows 10/11 x64:

      powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1 [-Venv] [-Python py] [-NoInstaller]

  Produces, in dist\:
    tarocchi\                                   the app folder (tarocchi.exe + _internal\)
    tarocchi-<version>-windows-x64.zip          that folder, zipped (runs without installing)
    tarocchi-<version>-windows-x64-setup.exe    the installer (Start-menu entry, optional
                                                desktop icon, uninstaller), if Inno Setup 6 is
                                                installed (https://jrsoftware.org/isinfo.php,
                                                or `winget install JRSoftware.InnoSetup`)

  Python: -Python (default "python") is used as it is if it can import PySide6 and PyInstaller;
  otherwise, or with -Venv, a virtual environment build\venv-windows is made and filled with
  `pip install .[package]`. After the build the packaged app's --self-test is run (one deal,
  computer players in every seat); a failure stops the script.
#>
param(
    [switch]$Venv,
    [string]$Python = "python",
    [switch]$NoInstaller
)
$ErrorActionPreference = "Stop"
$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root

function Test-Tools([string]$Py) {
    & $Py -c "import PySide6.QtSvg, PyInstaller" 2>$null | Out-Null
    return $LASTEXITCODE -eq 0
}

if ($Venv -or -not (Test-Tools $Python)) {
    $VenvDir = Join-Path $Root "build\venv-windows"
    if (-not (Test-Path (Join-Path $VenvDir "Scripts\python.exe"))) {
        Write-Host ">> creating $VenvDir"
        & $Python -m venv $VenvDir
        if ($LASTEXITCODE -ne 0) { throw "python -m venv failed" }
    }
    $Python = Join-Path $VenvDir "Scripts\python.exe"
    & $Python -m pip install --quiet --upgrade pip
    & $Python -m pip install --quiet "$($Root)[package]"
    if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
}

$Version = (Select-String -Path "app\tarocchi\__init__.py" -Pattern '^__version__ = "(.*)"').Matches[0].Groups[1].Value
$Name = "tarocchi-$Version-windows-x64"
Write-Host ">> building Tarocchi $Version for Windows x64"

foreach ($old in @("dist\tarocchi", "dist\$Name.zip", "dist\$Name-setup.exe", "build\pyinstaller")) {
    if (Test-Path $old) { Remove-Item -Recurse -Force $old }
}
$clock = [Diagnostics.Stopwatch]::StartNew()
& $Python -m PyInstaller --noconfirm --clean --log-level WARN `
    --distpath dist --workpath build\pyinstaller packaging\tarocchi.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
Write-Host (">> PyInstaller: {0:N1} s" -f $clock.Elapsed.TotalSeconds)

# The packaged app must run: one complete deal with computer players in every seat.
$proc = Start-Process -FilePath "dist\tarocchi\tarocchi.exe" -ArgumentList "--self-test" -Wait -PassThru
if ($proc.ExitCode -ne 0) { throw "tarocchi.exe --self-test failed (exit $($proc.ExitCode))" }
Write-Host ">> self-test passed"

$bytes = (Get-ChildItem -Recurse -File "dist\tarocchi" | Measure-Object -Property Length -Sum).Sum
Write-Host (">> dist\tarocchi: {0:N0} MB unpacked" -f ($bytes / 1MB))

Compress-Archive -Path "dist\tarocchi" -DestinationPath "dist\$Name.zip" -CompressionLevel Optimal
Write-Host ">> dist\$Name.zip"

if ($NoInstaller) { exit 0 }
$Iscc = (Get-Command "ISCC.exe" -ErrorAction SilentlyContinue).Source
if (-not $Iscc) {
    $Iscc = @("${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe", "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
              "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe") |
        Where-Object { Test-Path $_ } | Select-Object -First 1
}
if (-not $Iscc) { throw "Inno Setup 6 (ISCC.exe) not found: install it, or pass -NoInstaller" }
& $Iscc /Q "/DAppVersion=$Version" "packaging\windows\tarocchi.iss"
if ($LASTEXITCODE -ne 0) { throw "ISCC failed" }
Write-Host ">> dist\$Name-setup.exe"
